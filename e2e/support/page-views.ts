// Page views written straight into the table with the service key, on days of the journey's choosing: the site
// itself records a view only as it happens (record_page_view, at the server's now).
import { expect } from '@playwright/test';
import { apiUrl, serviceHeaders } from './accounts';

export type SeededView = { title: string; path: string; language: string; created_at: string };

export async function insertPageViews(views: readonly SeededView[]): Promise<void> {
  const response = await fetch(`${apiUrl}/rest/v1/page_views`, {
    method: 'POST',
    headers: {
      ...serviceHeaders,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(views),
  });
  expect(response.status, await response.text()).toBe(201);
}
