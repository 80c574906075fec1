/** @jest-environment node */
import { asLogin, withRole, type LoginRole } from '../src/db';
import { backend, openTestDatabase, type TestDatabase } from './support/test-database';

jest.setTimeout(60_000);

const WHO_SQL = `select session_user::text as login, current_user::text as acting,
  (select rolsuper from pg_roles where rolname = session_user) as superuser`;

// The local API uses the database as Supabase's services do: each logs in as its own role, none as a superuser.
describe(`the API's database roles (${backend})`, () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase({ migrations: false });
  });
  afterAll(() => handle?.close());

  it.each<LoginRole>(['authenticator', 'supabase_auth_admin', 'supabase_storage_admin'])(
    '%s is a login without superuser rights',
    async (login) => {
      const { rows } = await asLogin(handle.db, login).query(WHO_SQL);
      expect(rows).toEqual([{ login, acting: login, superuser: false }]);
    },
  );

  it('REST requests log in as authenticator and act as the request role', async () => {
    const { rows } = await withRole(handle.db, { role: 'anon' }, (tx) => tx.query(WHO_SQL));
    expect(rows).toEqual([{ login: 'authenticator', acting: 'anon', superuser: false }]);
  });

  it('Storage switches from its own login to the request role', async () => {
    const { rows } = await withRole(
      handle.db,
      { role: 'authenticated', claims: { sub: crypto.randomUUID() } },
      (tx) => tx.query(WHO_SQL),
      {
        login: 'supabase_storage_admin',
      },
    );
    expect(rows).toEqual([{ login: 'supabase_storage_admin', acting: 'authenticated', superuser: false }]);
  });
});
