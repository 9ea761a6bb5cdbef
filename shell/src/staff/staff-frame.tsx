import { Route, Routes } from '@app/router';
import { useSession } from '@app/shared-contracts';
import { type StaffRouteDef, staffRouteAllows, staffRouteTable } from '@app/shared-contracts/staff-routes';
import { useEffect } from 'react';
import { useDocumentTitle } from '../features/layout/hooks/use-document-title';
import { RemoteModule } from '../federation';
import NotFoundPage from '../pages/not-found-page';
import { PageLoading } from '../pages/page-loading';
import { useStaffMe } from './api/get-staff-me';
import { rememberStaff } from './staff-hint';
import { StaffLayout } from './staff-layout';
import { useStaffIdle } from './use-staff-idle';

function StaffPage({ route }: { route: StaffRouteDef }) {
  useDocumentTitle(route.title);
  return <RemoteModule key={route.name} remote={route.remote} module={route.exposed} />;
}

/**
 * The not-found page: for a guest, a student or a refused /staff/me on its own (in a main
 * landmark), for another role's page or an unknown address inside the frame's main.
 */
function NotStaff({ framed = false }: { framed?: boolean }) {
  useDocumentTitle(undefined);
  if (framed) return <NotFoundPage />;
  return (
    <main id="main">
      <NotFoundPage />
    </main>
  );
}

/**
 * The staff side (decision 0037), the shell's lazy chunk for /staff*: who is signed in
 * (GET /v1/staff/me), the navigation of their role, and the page of STAFF_ROUTES at the address
 * when their role may open it. Anyone else gets the not-found page, as for an address that does
 * not exist: the staff side is not announced to students. The student guards (profile, e-mail)
 * do not apply here.
 */
export default function StaffFrame() {
  const token = useSession((s) => s.token);
  const me = useStaffMe(token);
  useStaffIdle(me.data?.idle_minutes);
  const isStaff = Boolean(me.data);
  useEffect(() => {
    if (isStaff) rememberStaff();
  }, [isStaff]);
  if (!token) return <NotStaff />;
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <NotStaff />;
  const role = me.data.role;
  return (
    <StaffLayout me={me.data}>
      <Routes>
        {staffRouteTable.map((route) => (
          <Route
            key={route.name}
            path={route.path}
            element={staffRouteAllows(route, role) ? <StaffPage route={route} /> : <NotStaff framed />}
          />
        ))}
        <Route path="*" element={<NotStaff framed />} />
      </Routes>
    </StaffLayout>
  );
}
