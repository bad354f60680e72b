// Placeholder until the admin area lands; mounted at /admin/* by src/app/router.tsx.
export default function AdminApp() {
  return null;
}
