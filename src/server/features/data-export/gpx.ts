/** A drive's GPS track as GPX 1.1 (docs/product/data-export.md), for map and fitness tools. */
import type { TrackPoint } from '../../../shared/api/drive-logs.js';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function trackToGpx(name: string, points: readonly TrackPoint[]): string {
  const trkpts = points
    .map(
      ([lat, lng, at]) => `      <trkpt lat="${lat}" lon="${lng}"><time>${new Date(at).toISOString()}</time></trkpt>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Roadlog" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <trk>`,
    `    <name>${escapeXml(name)}</name>`,
    '    <trkseg>',
    trkpts,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}
