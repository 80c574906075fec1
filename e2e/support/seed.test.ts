import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedStory } from './seed';

describe('reading a seeded story for the journeys', () => {
  it("reads today's story", () => {
    expect(seedStory('00.json')).toMatchObject({
      daysFromToday: 0,
      translations: { en: { title: expect.any(String) } },
    });
  });

  it('fails loudly, naming the file, when it is missing, not JSON or not a story', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tales-seed-'));
    try {
      fs.writeFileSync(path.join(dir, 'broken.json'), '{"daysFromToday": 0,');
      fs.writeFileSync(path.join(dir, 'other.json'), '{"title": "Not a story"}');
      expect(() => seedStory('gone.json', dir)).toThrow(`e2e fixture missing: ${path.join(dir, 'gone.json')}`);
      expect(() => seedStory('broken.json', dir)).toThrow(
        `e2e fixture ${path.join(dir, 'broken.json')} is not valid JSON`,
      );
      expect(() => seedStory('other.json', dir)).toThrow(/is not a seed story: unknown keys: title/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
