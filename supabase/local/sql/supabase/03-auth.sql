-- run as: supabase_auth_admin
--
-- GoTrue's `auth` schema in its final state: what a hosted project has once the platform's init script and every
-- one of GoTrue's migrations have run. Written as one declarative script, not a replay of the migrations.
--
-- Preconditions (01-roles.sql, 02-platform.sql): the roles exist, schema `auth` exists and supabase_auth_admin may
-- create in it (on the real database the schema belongs to supabase_admin, with ALL granted to supabase_auth_admin),
-- and this file runs as supabase_auth_admin on a fresh database. Every object here is therefore owned by
-- supabase_auth_admin, as on the real database. The grants below do not rely on 02's default privileges.
--
-- Runs on PostgreSQL 15 and on Postgres 18 (PGlite): plain DDL only, no CONCURRENTLY, no extension besides the
-- built-in gen_random_uuid().
--
-- What this schema does NOT do, on purpose (GoTrue writes these values itself, so a client inserting rows directly
-- must supply them): auth.users has no default for id, aud, role, the metadata columns or the timestamps;
-- auth.sessions and most other tables have no default for id or timestamps. Only identities.id and the tables
-- GoTrue added from 2024 on have database-side defaults.
--
-- Column order follows the real catalog (columns GoTrue added over the years come after the original ones), so a
-- `select *` or a dump looks the same on both.

-- Enum types ---------------------------------------------------------------------------------------------------

-- Authenticator assurance level of a session.
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

-- PKCE: how the code verifier is turned into the challenge.
create type auth.code_challenge_method as enum ('s256', 'plain');

create type auth.factor_status as enum ('unverified', 'verified');

-- 'phone' was appended later; the order of the labels is part of the type.
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');

create type auth.oauth_authorization_status as enum ('pending', 'approved', 'denied', 'expired');

create type auth.oauth_client_type as enum ('public', 'confidential');

create type auth.oauth_registration_type as enum ('dynamic', 'manual');

create type auth.oauth_response_type as enum ('code');

create type auth.one_time_token_type as enum (
  'confirmation_token',
  'reauthentication_token',
  'recovery_token',
  'email_change_token_new',
  'email_change_token_current',
  'phone_change_token'
);

-- Tables of the original (2018) schema -------------------------------------------------------------------------

create table auth.users (
  instance_id                 uuid,
  id                          uuid not null,
  aud                         varchar(255),
  role                        varchar(255),
  email                       varchar(255),
  encrypted_password          varchar(255),
  email_confirmed_at          timestamptz,
  invited_at                  timestamptz,
  confirmation_token          varchar(255),
  confirmation_sent_at        timestamptz,
  recovery_token              varchar(255),
  recovery_sent_at            timestamptz,
  email_change_token_new      varchar(255),
  email_change                varchar(255),
  email_change_sent_at        timestamptz,
  last_sign_in_at             timestamptz,
  raw_app_meta_data           jsonb,
  raw_user_meta_data          jsonb,
  is_super_admin              boolean,
  created_at                  timestamptz,
  updated_at                  timestamptz,
  -- phone and phone_change began as varchar(15) and were widened to text; their defaults kept the old type's
  -- cast, which is how the real catalog shows them.
  phone                       text default null::varchar,
  phone_confirmed_at          timestamptz,
  phone_change                text default ''::varchar,
  phone_change_token          varchar(255) default '',
  phone_change_sent_at        timestamptz,
  -- Whichever of the two confirmations came first.
  confirmed_at                timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current  varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until                timestamptz,
  reauthentication_token      varchar(255) default '',
  reauthentication_sent_at    timestamptz,
  is_sso_user                 boolean not null default false,
  deleted_at                  timestamptz,
  is_anonymous                boolean not null default false,
  constraint users_pkey primary key (id),
  constraint users_phone_key unique (phone),
  constraint users_email_change_confirm_status_check
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2)
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
comment on column auth.users.is_sso_user is 'Auth: Set this column to true when the account comes from SSO. These accounts can have duplicate emails.';

-- Email is unique among non-SSO accounts only; SSO accounts may share an address.
create unique index users_email_partial_key on auth.users (email) where (is_sso_user = false);
comment on index auth.users_email_partial_key is 'Auth: A partial unique index that applies only when is_sso_user is false';
create index users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create index users_instance_id_idx on auth.users (instance_id);
create index users_is_anonymous_idx on auth.users (is_anonymous);
-- Token columns are unique unless they hold an empty string, blanks or a numeric OTP (those repeat).
create unique index confirmation_token_idx on auth.users (confirmation_token)
  where (confirmation_token::text !~ '^[0-9 ]*$');
create unique index recovery_token_idx on auth.users (recovery_token)
  where (recovery_token::text !~ '^[0-9 ]*$');
create unique index email_change_token_current_idx on auth.users (email_change_token_current)
  where (email_change_token_current::text !~ '^[0-9 ]*$');
create unique index email_change_token_new_idx on auth.users (email_change_token_new)
  where (email_change_token_new::text !~ '^[0-9 ]*$');
create unique index reauthentication_token_idx on auth.users (reauthentication_token)
  where (reauthentication_token::text !~ '^[0-9 ]*$');

-- Multi-instance mode is unused; the table stays because the real schema has it.
create table auth.instances (
  id              uuid not null,
  uuid            uuid,
  raw_base_config text,
  created_at      timestamptz,
  updated_at      timestamptz,
  constraint instances_pkey primary key (id)
);
comment on table auth.instances is 'Auth: Manages users across multiple sites.';

create table auth.audit_log_entries (
  instance_id uuid,
  id          uuid not null,
  payload     json,
  created_at  timestamptz,
  ip_address  varchar(64) not null default '',
  constraint audit_log_entries_pkey primary key (id)
);
comment on table auth.audit_log_entries is 'Auth: Audit trail for user actions.';
create index audit_logs_instance_id_idx on auth.audit_log_entries (instance_id);

-- GoTrue's own migration ledger (rows at the end of this file).
create table auth.schema_migrations (
  version varchar(255) not null,
  constraint schema_migrations_pkey primary key (version)
);
comment on table auth.schema_migrations is 'Auth: Manages updates to the auth system.';

-- Identities (one per provider account of a user) --------------------------------------------------------------

-- provider_id is the account's id at the provider (for 'email', the user's id as text); id is a surrogate key
-- that came later, hence its place at the end and its default.
create table auth.identities (
  provider_id     text not null,
  user_id         uuid not null,
  identity_data   jsonb not null,
  provider        text not null,
  last_sign_in_at timestamptz,
  created_at      timestamptz,
  updated_at      timestamptz,
  email           text generated always as (lower(identity_data ->> 'email')) stored,
  id              uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider),
  constraint identities_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
comment on table auth.identities is 'Auth: Stores identities associated to a user.';
comment on column auth.identities.email is 'Auth: Email is a generated column that references the optional email property in the identity_data';
create index identities_user_id_idx on auth.identities (user_id);
create index identities_email_idx on auth.identities (email text_pattern_ops);
comment on index auth.identities_email_idx is 'Auth: Ensures indexed queries on the email column';

-- OAuth 2.1 server: clients (sessions refer to them) -----------------------------------------------------------

create table auth.oauth_clients (
  id                         uuid not null,
  client_secret_hash         text,
  registration_type          auth.oauth_registration_type not null,
  redirect_uris              text not null,
  grant_types                text not null,
  client_name                text,
  client_uri                 text,
  logo_uri                   text,
  created_at                 timestamptz not null default now(),
  updated_at                 timestamptz not null default now(),
  deleted_at                 timestamptz,
  client_type                auth.oauth_client_type not null default 'confidential',
  -- No default: GoTrue picks 'none' for public clients and 'client_secret_basic' otherwise.
  token_endpoint_auth_method text not null,
  constraint oauth_clients_pkey primary key (id),
  constraint oauth_clients_client_name_length check (char_length(client_name) <= 1024),
  constraint oauth_clients_client_uri_length check (char_length(client_uri) <= 2048),
  constraint oauth_clients_logo_uri_length check (char_length(logo_uri) <= 2048),
  constraint oauth_clients_token_endpoint_auth_method_check
    check (token_endpoint_auth_method in ('client_secret_basic', 'client_secret_post', 'none'))
);
create index oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);

-- Sessions and refresh tokens ----------------------------------------------------------------------------------

create table auth.sessions (
  id                     uuid not null,
  user_id                uuid not null,
  created_at             timestamptz,
  updated_at             timestamptz,
  factor_id              uuid,
  aal                    auth.aal_level,
  not_after              timestamptz,
  -- Without time zone, unlike the other timestamps: that is how GoTrue declared it.
  refreshed_at           timestamp,
  user_agent             text,
  ip                     inet,
  tag                    text,
  oauth_client_id        uuid,
  refresh_token_hmac_key text,
  refresh_token_counter  bigint,
  scopes                 text,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint sessions_oauth_client_id_fkey foreign key (oauth_client_id) references auth.oauth_clients (id) on delete cascade,
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
comment on table auth.sessions is 'Auth: Stores session data associated to a user.';
comment on column auth.sessions.not_after is 'Auth: Not after is a nullable column that contains a timestamp after which the session should be regarded as expired.';
comment on column auth.sessions.refresh_token_hmac_key is 'Holds a HMAC-SHA256 key used to sign refresh tokens for this session.';
comment on column auth.sessions.refresh_token_counter is 'Holds the ID (counter) of the last issued refresh token.';
create index sessions_user_id_idx on auth.sessions (user_id);
create index user_id_created_at_idx on auth.sessions (user_id, created_at);
create index sessions_not_after_idx on auth.sessions (not_after desc);
create index sessions_oauth_client_id_idx on auth.sessions (oauth_client_id);

-- user_id is varchar here (a relic of the first schema), and parent names the token it replaced without a foreign
-- key: the constraint was dropped so old tokens can be deleted independently.
create table auth.refresh_tokens (
  instance_id uuid,
  id          bigserial not null,
  token       varchar(255),
  user_id     varchar(255),
  revoked     boolean,
  created_at  timestamptz,
  updated_at  timestamptz,
  parent      varchar(255),
  session_id  uuid,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token),
  constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
comment on table auth.refresh_tokens is 'Auth: Store of tokens used to refresh JWT tokens once they expire.';
create index refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- Multi-factor authentication ----------------------------------------------------------------------------------

create table auth.mfa_factors (
  id                           uuid not null,
  user_id                      uuid not null,
  friendly_name                text,
  factor_type                  auth.factor_type not null,
  status                       auth.factor_status not null,
  created_at                   timestamptz not null,
  updated_at                   timestamptz not null,
  secret                       text,
  phone                        text,
  last_challenged_at           timestamptz,
  web_authn_credential         jsonb,
  web_authn_aaguid             uuid,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_last_challenged_at_key unique (last_challenged_at),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
comment on column auth.mfa_factors.last_webauthn_challenge_data is 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';
-- A blank friendly name may repeat; a real one is unique per user.
create unique index mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where (trim(friendly_name) <> '');
create index factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

create table auth.mfa_challenges (
  id                     uuid not null,
  factor_id              uuid not null,
  created_at             timestamptz not null,
  verified_at            timestamptz,
  ip_address             inet not null,
  otp_code               text,
  web_authn_session_data jsonb,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- The unique pair carries a "_pkey" name although the primary key is amr_id_pk on id: names as in the real schema.
create table auth.mfa_amr_claims (
  session_id            uuid not null,
  created_at            timestamptz not null,
  updated_at            timestamptz not null,
  authentication_method text not null,
  id                    uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- SSO / SAML ---------------------------------------------------------------------------------------------------

-- The "not empty" checks compare with `= null` (never true), exactly as the real constraints do; changing them to
-- `is null` would change what they accept.
create table auth.sso_providers (
  id          uuid not null,
  resource_id text,
  created_at  timestamptz,
  updated_at  timestamptz,
  disabled    boolean,
  constraint sso_providers_pkey primary key (id),
  constraint "resource_id not empty" check (resource_id = null or char_length(resource_id) > 0)
);
comment on table auth.sso_providers is 'Auth: Manages SSO identity provider information; see saml_providers for SAML.';
comment on column auth.sso_providers.resource_id is 'Auth: Uniquely identifies a SSO provider according to a user-chosen resource ID (case insensitive), useful in infrastructure as code.';
create unique index sso_providers_resource_id_idx on auth.sso_providers (lower(resource_id));
create index sso_providers_resource_id_pattern_idx on auth.sso_providers (resource_id text_pattern_ops);

create table auth.sso_domains (
  id              uuid not null,
  sso_provider_id uuid not null,
  domain          text not null,
  created_at      timestamptz,
  updated_at      timestamptz,
  constraint sso_domains_pkey primary key (id),
  constraint sso_domains_sso_provider_id_fkey foreign key (sso_provider_id) references auth.sso_providers (id) on delete cascade,
  constraint "domain not empty" check (char_length(domain) > 0)
);
comment on table auth.sso_domains is 'Auth: Manages SSO email address domain mapping to an SSO Identity Provider.';
create index sso_domains_sso_provider_id_idx on auth.sso_domains (sso_provider_id);
create unique index sso_domains_domain_idx on auth.sso_domains (lower(domain));

create table auth.saml_providers (
  id                uuid not null,
  sso_provider_id   uuid not null,
  entity_id         text not null,
  metadata_xml      text not null,
  metadata_url      text,
  attribute_mapping jsonb,
  created_at        timestamptz,
  updated_at        timestamptz,
  name_id_format    text,
  constraint saml_providers_pkey primary key (id),
  constraint saml_providers_entity_id_key unique (entity_id),
  constraint saml_providers_sso_provider_id_fkey foreign key (sso_provider_id) references auth.sso_providers (id) on delete cascade,
  constraint "metadata_xml not empty" check (char_length(metadata_xml) > 0),
  constraint "metadata_url not empty" check (metadata_url = null or char_length(metadata_url) > 0),
  constraint "entity_id not empty" check (char_length(entity_id) > 0)
);
comment on table auth.saml_providers is 'Auth: Manages SAML Identity Provider connections.';
create index saml_providers_sso_provider_id_idx on auth.saml_providers (sso_provider_id);

-- Login flows (PKCE, OAuth, SSO) -------------------------------------------------------------------------------

-- The PKCE columns are nullable: implicit-flow logins keep their state here too.
create table auth.flow_state (
  id                     uuid not null,
  user_id                uuid,
  auth_code              text,
  code_challenge_method  auth.code_challenge_method,
  code_challenge         text,
  provider_type          text not null,
  provider_access_token  text,
  provider_refresh_token text,
  created_at             timestamptz,
  updated_at             timestamptz,
  authentication_method  text not null,
  auth_code_issued_at    timestamptz,
  invite_token           text,
  referrer               text,
  oauth_client_state_id  uuid,
  linking_target_id      uuid,
  email_optional         boolean not null default false,
  constraint flow_state_pkey primary key (id)
);
comment on table auth.flow_state is 'Stores metadata for all OAuth/SSO login flows';
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index flow_state_created_at_idx on auth.flow_state (created_at desc);

create table auth.saml_relay_states (
  id              uuid not null,
  sso_provider_id uuid not null,
  request_id      text not null,
  for_email       text,
  redirect_to     text,
  created_at      timestamptz,
  updated_at      timestamptz,
  flow_state_id   uuid,
  constraint saml_relay_states_pkey primary key (id),
  constraint saml_relay_states_sso_provider_id_fkey foreign key (sso_provider_id) references auth.sso_providers (id) on delete cascade,
  constraint saml_relay_states_flow_state_id_fkey foreign key (flow_state_id) references auth.flow_state (id) on delete cascade,
  constraint "request_id not empty" check (char_length(request_id) > 0)
);
comment on table auth.saml_relay_states is 'Auth: Contains SAML Relay State information for each Service Provider initiated login.';
create index saml_relay_states_sso_provider_id_idx on auth.saml_relay_states (sso_provider_id);
create index saml_relay_states_for_email_idx on auth.saml_relay_states (for_email);
create index saml_relay_states_created_at_idx on auth.saml_relay_states (created_at desc);

-- One-time tokens (confirmation, recovery, email change, reauthentication) -------------------------------------

-- At most one token of each type per user. token_hash is hex(sha224(email or phone + token)); relates_to is the
-- address it was sent to. Timestamps are without time zone, and these two do have defaults.
create table auth.one_time_tokens (
  id         uuid not null,
  user_id    uuid not null,
  token_type auth.one_time_token_type not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  constraint one_time_tokens_pkey primary key (id),
  constraint one_time_tokens_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint one_time_tokens_token_hash_check check (char_length(token_hash) > 0)
);
-- Hash indexes: lookups are by equality only.
create index one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);
-- A unique index, not a constraint: `on conflict (user_id, token_type)` works with either.
create unique index one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);

-- OAuth 2.1 server: authorizations and consents ----------------------------------------------------------------

create table auth.oauth_authorizations (
  id                    uuid not null,
  authorization_id      text not null,
  client_id             uuid not null,
  user_id               uuid,
  redirect_uri          text not null,
  scope                 text not null,
  state                 text,
  resource              text,
  code_challenge        text,
  code_challenge_method auth.code_challenge_method,
  response_type         auth.oauth_response_type not null default 'code',
  status                auth.oauth_authorization_status not null default 'pending',
  authorization_code    text,
  created_at            timestamptz not null default now(),
  -- An authorization request lives three minutes unless approved.
  expires_at            timestamptz not null default (now() + interval '3 minutes'),
  approved_at           timestamptz,
  nonce                 text,
  constraint oauth_authorizations_pkey primary key (id),
  constraint oauth_authorizations_authorization_id_key unique (authorization_id),
  constraint oauth_authorizations_authorization_code_key unique (authorization_code),
  constraint oauth_authorizations_client_id_fkey foreign key (client_id) references auth.oauth_clients (id) on delete cascade,
  constraint oauth_authorizations_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint oauth_authorizations_redirect_uri_length check (char_length(redirect_uri) <= 2048),
  constraint oauth_authorizations_scope_length check (char_length(scope) <= 4096),
  constraint oauth_authorizations_state_length check (char_length(state) <= 4096),
  constraint oauth_authorizations_resource_length check (char_length(resource) <= 2048),
  constraint oauth_authorizations_code_challenge_length check (char_length(code_challenge) <= 128),
  constraint oauth_authorizations_authorization_code_length check (char_length(authorization_code) <= 255),
  constraint oauth_authorizations_expires_at_future check (expires_at > created_at),
  constraint oauth_authorizations_nonce_length check (char_length(nonce) <= 255)
);
create index oauth_auth_pending_exp_idx on auth.oauth_authorizations (expires_at) where (status = 'pending');

create table auth.oauth_consents (
  id         uuid not null,
  user_id    uuid not null,
  client_id  uuid not null,
  scopes     text not null,
  granted_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint oauth_consents_pkey primary key (id),
  constraint oauth_consents_user_client_unique unique (user_id, client_id),
  constraint oauth_consents_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint oauth_consents_client_id_fkey foreign key (client_id) references auth.oauth_clients (id) on delete cascade,
  constraint oauth_consents_scopes_length check (char_length(scopes) <= 2048),
  constraint oauth_consents_scopes_not_empty check (char_length(trim(scopes)) > 0),
  constraint oauth_consents_revoked_after_granted check (revoked_at is null or revoked_at >= granted_at)
);
create index oauth_consents_active_user_client_idx on auth.oauth_consents (user_id, client_id) where (revoked_at is null);
create index oauth_consents_active_client_idx on auth.oauth_consents (client_id) where (revoked_at is null);
create index oauth_consents_user_order_idx on auth.oauth_consents (user_id, granted_at desc);

-- OAuth client side (Supabase logging in to a third party) -----------------------------------------------------

create table auth.oauth_client_states (
  id            uuid not null,
  provider_type text not null,
  code_verifier text,
  created_at    timestamptz not null,
  constraint oauth_client_states_pkey primary key (id)
);
comment on table auth.oauth_client_states is 'Stores OAuth states for third-party provider authentication flows where Supabase acts as the OAuth client.';
create index idx_oauth_client_states_created_at on auth.oauth_client_states (created_at);

-- Project-defined OAuth2 / OIDC providers. Endpoints must be https; OIDC needs an issuer, OAuth2 its three URLs.
create table auth.custom_oauth_providers (
  id                      uuid not null default gen_random_uuid(),
  provider_type           text not null,
  identifier              text not null,
  name                    text not null,
  client_id               text not null,
  client_secret           text not null,
  acceptable_client_ids   text[] not null default '{}',
  scopes                  text[] not null default '{}',
  pkce_enabled            boolean not null default true,
  attribute_mapping       jsonb not null default '{}',
  authorization_params    jsonb not null default '{}',
  enabled                 boolean not null default true,
  email_optional          boolean not null default false,
  issuer                  text,
  discovery_url           text,
  skip_nonce_check        boolean not null default false,
  cached_discovery        jsonb,
  discovery_cached_at     timestamptz,
  authorization_url       text,
  token_url               text,
  userinfo_url            text,
  jwks_uri                text,
  created_at              timestamptz not null default now(),
  updated_at              timestamptz not null default now(),
  custom_claims_allowlist text[] not null default '{}',
  constraint custom_oauth_providers_pkey primary key (id),
  constraint custom_oauth_providers_identifier_key unique (identifier),
  constraint custom_oauth_providers_provider_type_check check (provider_type in ('oauth2', 'oidc')),
  constraint custom_oauth_providers_oidc_requires_issuer check (provider_type != 'oidc' or issuer is not null),
  constraint custom_oauth_providers_oidc_issuer_https
    check (provider_type != 'oidc' or issuer is null or issuer like 'https://%'),
  constraint custom_oauth_providers_oidc_discovery_url_https
    check (provider_type != 'oidc' or discovery_url is null or discovery_url like 'https://%'),
  constraint custom_oauth_providers_oauth2_requires_endpoints
    check (provider_type != 'oauth2' or (authorization_url is not null and token_url is not null and userinfo_url is not null)),
  constraint custom_oauth_providers_authorization_url_https check (authorization_url is null or authorization_url like 'https://%'),
  constraint custom_oauth_providers_token_url_https check (token_url is null or token_url like 'https://%'),
  constraint custom_oauth_providers_userinfo_url_https check (userinfo_url is null or userinfo_url like 'https://%'),
  constraint custom_oauth_providers_jwks_uri_https check (jwks_uri is null or jwks_uri like 'https://%'),
  constraint custom_oauth_providers_identifier_format check (identifier ~ '^[a-z0-9][a-z0-9:-]{0,48}[a-z0-9]$'),
  constraint custom_oauth_providers_name_length check (char_length(name) >= 1 and char_length(name) <= 100),
  constraint custom_oauth_providers_issuer_length
    check (issuer is null or (char_length(issuer) >= 1 and char_length(issuer) <= 2048)),
  constraint custom_oauth_providers_discovery_url_length check (discovery_url is null or char_length(discovery_url) <= 2048),
  constraint custom_oauth_providers_authorization_url_length
    check (authorization_url is null or char_length(authorization_url) <= 2048),
  constraint custom_oauth_providers_token_url_length check (token_url is null or char_length(token_url) <= 2048),
  constraint custom_oauth_providers_userinfo_url_length check (userinfo_url is null or char_length(userinfo_url) <= 2048),
  constraint custom_oauth_providers_jwks_uri_length check (jwks_uri is null or char_length(jwks_uri) <= 2048),
  constraint custom_oauth_providers_client_id_length check (char_length(client_id) >= 1 and char_length(client_id) <= 512)
);
create index custom_oauth_providers_identifier_idx on auth.custom_oauth_providers (identifier);
create index custom_oauth_providers_provider_type_idx on auth.custom_oauth_providers (provider_type);
create index custom_oauth_providers_enabled_idx on auth.custom_oauth_providers (enabled);
create index custom_oauth_providers_created_at_idx on auth.custom_oauth_providers (created_at);

-- Passkeys -----------------------------------------------------------------------------------------------------

create table auth.webauthn_credentials (
  id               uuid not null default gen_random_uuid(),
  user_id          uuid not null,
  credential_id    bytea not null,
  public_key       bytea not null,
  attestation_type text not null default '',
  aaguid           uuid,
  sign_count       bigint not null default 0,
  transports       jsonb not null default '[]'::jsonb,
  backup_eligible  boolean not null default false,
  backed_up        boolean not null default false,
  friendly_name    text not null default '',
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  last_used_at     timestamptz,
  constraint webauthn_credentials_pkey primary key (id),
  constraint webauthn_credentials_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
create unique index webauthn_credentials_credential_id_key on auth.webauthn_credentials (credential_id);
create index webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

-- user_id is null for a passkey sign-up that has no user yet.
create table auth.webauthn_challenges (
  id             uuid not null default gen_random_uuid(),
  user_id        uuid,
  challenge_type text not null,
  session_data   jsonb not null,
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null,
  constraint webauthn_challenges_pkey primary key (id),
  constraint webauthn_challenges_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint webauthn_challenges_challenge_type_check check (challenge_type in ('signup', 'registration', 'authentication'))
);
create index webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

-- Claim helpers ------------------------------------------------------------------------------------------------
-- PostgREST puts the verified JWT's claims in `request.jwt.claims` (JSON); older PostgREST versions set one
-- setting per claim (`request.jwt.claim.<name>`). Each helper prefers the per-claim form, then reads the JSON.
-- An empty setting counts as absent, so a role without a JWT gets NULL, not a cast error.

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
           nullif(current_setting('request.jwt.claim.sub', true), ''),
           nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
         )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create function auth.role() returns text
language sql stable
as $$
  select coalesce(
           nullif(current_setting('request.jwt.claim.role', true), ''),
           nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
         )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create function auth.email() returns text
language sql stable
as $$
  select coalesce(
           nullif(current_setting('request.jwt.claim.email', true), ''),
           nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
         )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

-- The whole claim set; `request.jwt.claim` (singular) is the oldest PostgREST's name for it.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
           nullif(current_setting('request.jwt.claim', true), ''),
           nullif(current_setting('request.jwt.claims', true), '')
         )::jsonb
$$;

-- Row-level security -------------------------------------------------------------------------------------------
-- Enabled, with no policy, on every table that existed when GoTrue switched it on: only the owner and roles that
-- bypass RLS see rows. Tables GoTrue created afterwards (oauth_*, custom_oauth_providers, webauthn_*) were left
-- without it, and so are they here.

alter table auth.schema_migrations enable row level security;
alter table auth.instances enable row level security;
alter table auth.users enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.saml_relay_states enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.sessions enable row level security;
alter table auth.sso_providers enable row level security;
alter table auth.sso_domains enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;
alter table auth.saml_providers enable row level security;
alter table auth.flow_state enable row level security;
alter table auth.identities enable row level security;
alter table auth.one_time_tokens enable row level security;

-- Privileges ---------------------------------------------------------------------------------------------------
-- postgres (the project's own role) and dashboard_user (Studio) may do everything with auth's tables and its
-- sequence; the platform grants this through default privileges for supabase_auth_admin in schema auth, which are
-- spelled out here so this file does not depend on them. anon, authenticated and service_role get nothing here
-- (only USAGE on the schema, granted by the platform): the claim helpers above are all of auth they can use.

-- The five tables of the original schema and their sequence got dashboard_user's grant before postgres's on the
-- real database; granting in that order keeps even the order of their ACL entries the same.
revoke all on auth.users, auth.refresh_tokens, auth.instances, auth.audit_log_entries, auth.schema_migrations
  from postgres, dashboard_user;
revoke all on sequence auth.refresh_tokens_id_seq from postgres, dashboard_user;
grant all on auth.users, auth.refresh_tokens, auth.instances, auth.audit_log_entries, auth.schema_migrations
  to dashboard_user;
grant all on sequence auth.refresh_tokens_id_seq to dashboard_user;
grant all on all tables in schema auth to postgres, dashboard_user;
grant all on sequence auth.refresh_tokens_id_seq to postgres, dashboard_user;

-- postgres may pass SELECT on the RLS-protected tables on to other roles (for instance to expose a view).
grant select on
  auth.schema_migrations, auth.instances, auth.users, auth.audit_log_entries, auth.saml_relay_states,
  auth.refresh_tokens, auth.mfa_factors, auth.sessions, auth.sso_providers, auth.sso_domains, auth.mfa_challenges,
  auth.mfa_amr_claims, auth.saml_providers, auth.flow_state, auth.identities, auth.one_time_tokens
  to postgres with grant option;

-- Functions keep PostgreSQL's default EXECUTE for PUBLIC, so every API role can call them in policies.
-- dashboard_user has its own grant on all four. postgres has one on jwt() only: uid(), role() and email() were
-- created by postgres and handed to supabase_auth_admin later, which turned postgres's grant into the new owner's,
-- so on those three postgres relies on PUBLIC like everyone else. The revoke undoes the platform's default
-- privileges for supabase_auth_admin, which would otherwise add it.
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to dashboard_user;
grant execute on function auth.jwt() to postgres;
revoke execute on function auth.uid(), auth.role(), auth.email() from postgres;

-- GoTrue's migration ledger ------------------------------------------------------------------------------------
-- The versions GoTrue records (each migration file's numeric prefix), plus the seven the platform's first auth
-- script recorded for the original schema. With them, a real GoTrue pointed at this database finds nothing to do.

insert into auth.schema_migrations (version) values
  ('20171026211738'), ('20171026211808'), ('20171026211834'), ('20180103212743'), ('20180108183307'),
  ('20180119214651'), ('20180125194653'),
  ('00'),
  ('20210710035447'), ('20210722035447'), ('20210730183235'), ('20210909172000'), ('20210927181326'),
  ('20211122151130'), ('20211124214934'), ('20211202183645'),
  ('20220114185221'), ('20220114185340'), ('20220224000811'), ('20220323170000'), ('20220429102000'),
  ('20220531120530'), ('20220614074223'), ('20220811173540'),
  ('20221003041349'), ('20221003041400'), ('20221011041400'), ('20221020193600'), ('20221021073300'),
  ('20221021082433'), ('20221027105023'), ('20221114143122'), ('20221114143410'), ('20221125140132'),
  ('20221208132122'), ('20221215195500'), ('20221215195800'), ('20221215195900'),
  ('20230116124310'), ('20230116124412'), ('20230131181311'), ('20230322519590'), ('20230402418590'),
  ('20230411005111'), ('20230508135423'), ('20230523124323'), ('20230818113222'), ('20230914180801'),
  ('20231027141322'), ('20231114161723'), ('20231117164230'),
  ('20240115144230'), ('20240214120130'), ('20240306115329'), ('20240314092811'), ('20240427152123'),
  ('20240612123726'), ('20240729123726'), ('20240802193726'), ('20240806073726'), ('20241009103726'),
  ('20250717082212'), ('20250731150234'), ('20250804100000'), ('20250901200500'), ('20250903112500'),
  ('20250904133000'), ('20250925093508'), ('20251007112900'), ('20251104100000'), ('20251111201300'),
  ('20251201000000'),
  ('20260115000000'), ('20260121000000'), ('20260219120000'), ('20260302000000'), ('20260625000000');
