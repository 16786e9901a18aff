import { Route, Routes } from 'shell/router';
import { LoginPage } from '../components/login-page';
import { RequireAuth } from '../components/require-auth';

/** The login screen, and a home screen only a signed-in person reaches: where a login's tests start and end. */
export function LoginAndHome() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireAuth />}>
        <Route path="/home" element={<h1>Home screen</h1>} />
      </Route>
    </Routes>
  );
}
