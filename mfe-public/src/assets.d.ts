// Images imported by components resolve to their built URL (webpack asset modules).
declare module '*.webp' {
  const url: string;
  export default url;
}
