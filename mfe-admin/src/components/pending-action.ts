import { useState } from 'react';
import { toast } from '@rescue/web-kit';

/**
 * The decision an operator is asked to confirm (which action, on which record), and `done`
 * for when the server has made it: its message as a toast, and the dialog closed.
 */
export function usePendingAction<Pending>() {
  const [pending, setPending] = useState<Pending | null>(null);
  const done = (result: { message: string }) => {
    toast.success(result.message);
    setPending(null);
  };
  return { pending, setPending, done };
}
