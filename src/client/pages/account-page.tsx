import AccountPage from '../features/auth/pages/account-page';
import { DataExportCard } from '../features/data-export/components/data-export-card';

/** /account: the person's details and password, and their data (export). */
export default function AccountRoute() {
  return (
    <AccountPage>
      <DataExportCard />
    </AccountPage>
  );
}
