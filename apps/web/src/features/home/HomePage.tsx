// SPEC §2: '/' is the home shell with no extra content; the header does the work.
export default function HomePage() {
  return null;
}
