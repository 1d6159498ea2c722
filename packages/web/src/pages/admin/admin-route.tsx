import { AdminPage } from '../../features/admin/index.tsx';

/** /admin: the dashboard lives in features/admin; this chunk keeps it out of the marketing bundles. */
export default function AdminRoute() {
  return <AdminPage />;
}
