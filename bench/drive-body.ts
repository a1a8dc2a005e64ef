/** A drive body as the app sends it, for the write benchmarks (drive-logs, embedded-writes). */
import crypto from 'node:crypto';

export interface BenchDrive {
  studentId: string;
  /** Start and end instants (ms). */
  start: number;
  end: number;
  timeZone: string;
  supervisor: Record<string, unknown>;
  from: string;
  to: string;
  notes: string;
  /** With a GPS track from near this point (latitude, longitude), as a live drive has. */
  trackNear?: [number, number];
}

export function benchDriveBody(drive: BenchDrive): Record<string, unknown> {
  const live = drive.trackNear !== undefined;
  const body: Record<string, unknown> = {
    id: crypto.randomUUID(),
    studentId: drive.studentId,
    source: live ? 'live' : 'manual',
    startedAt: new Date(drive.start).toISOString(),
    endedAt: new Date(drive.end).toISOString(),
    timeZone: drive.timeZone,
    supervisor: drive.supervisor,
    start: { label: drive.from },
    end: { label: drive.to },
    weather: ['clear'],
    roadTypes: ['residential', 'urban'],
    traffic: 'moderate',
    skills: ['lane-changes', 'left-turns'],
    notes: live ? '' : drive.notes,
  };
  if (drive.trackNear) {
    // One point every 5 s for 30 minutes, as the app records a live drive (361 points).
    const track: [number, number, number][] = [];
    let [lat, lng] = drive.trackNear;
    for (let t = 0; t <= 30 * 60; t += 5) {
      track.push([Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6, drive.start + t * 1000]);
      lat += (Math.random() - 0.5) * 0.001;
      lng += (Math.random() - 0.5) * 0.001;
    }
    body.track = track;
  }
  return body;
}
