/**
 * Today's story's id, read from the data a server page hands to the browser (the home page's). The home page hands
 * over two entries under `storyOfTheDay:`, the story and its neighbours, in the order their reads finished: the
 * story's is the one whose key does not end in `:neighbours`.
 */
export function todaysStoryIdIn(html: string): string {
  const handoff = /<script id="tales-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!handoff) throw new Error('the page hands no data to the browser');
  const entries = (JSON.parse(handoff) as { entries?: Record<string, { data: { id: string } | null }> }).entries ?? {};
  const story = Object.entries(entries).find(
    ([key]) => key.startsWith('storyOfTheDay:') && !key.endsWith(':neighbours'),
  )?.[1].data;
  if (!story) throw new Error('no story of the day in the hand-off');
  return story.id;
}
