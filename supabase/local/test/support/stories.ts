import type { SupabaseClient } from '@supabase/supabase-js';

export interface StoryRow {
  id: string;
  translations: Record<string, { title: string; content: string; summary: string }>;
  author: string;
  publish_date: string;
  tags: string[];
  hashtags: string[];
  image_url: string | null;
  read_time: number;
}

export function translations(title: string) {
  return {
    es: { title: `${title} (es)`, content: `Contenido de ${title}`, summary: `Resumen de ${title}` },
    en: { title: `${title} (en)`, content: `Content of ${title}`, summary: `Summary of ${title}` },
  };
}

export interface StoryInput {
  title: string;
  author: string;
  publish_date: string;
  tags?: string[];
  read_time?: number;
  image_url?: string | null;
}

/** Inserts stories with the service-role client (bypasses RLS) and returns them as stored. */
export async function insertStories(service: SupabaseClient, inputs: StoryInput[]): Promise<StoryRow[]> {
  const rows = inputs.map((s) => ({
    translations: translations(s.title),
    author: s.author,
    publish_date: s.publish_date,
    tags: s.tags ?? [],
    hashtags: [`#${s.title.replace(/\W/g, '')}`],
    read_time: s.read_time ?? 0,
    image_url: s.image_url ?? null,
  }));
  const { data, error } = await service.from('stories').insert(rows).select();
  if (error) throw new Error(`fixture insert failed: ${error.message}`);
  return data as StoryRow[];
}
