import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, for labels that age ("No volunteer for 23 min"). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
