import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';

/** Moments (seconds left) that screen readers hear; the clock itself is not read every second. */
const ANNOUNCE_AT = [600, 300, 120, 60, 30];

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** Counts down from the moment the exam started (this device's clock); calls onExpire once at zero. */
export function ExamTimer({
  startedAt,
  limitSeconds,
  onExpire,
}: {
  startedAt: number;
  limitSeconds: number;
  onExpire(): void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set<number>());
  const expired = useRef(false);
  const left = limitSeconds - (now - startedAt) / 1000;

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);

  useEffect(() => {
    if (left <= 0 && !expired.current) {
      expired.current = true;
      setAnnouncement(t('exams.timer.expired'));
      onExpire();
      return;
    }
    const mark = ANNOUNCE_AT.find((m) => left <= m && left > m - 2 && m < limitSeconds);
    if (mark !== undefined && !announced.current.has(mark)) {
      announced.current.add(mark);
      setAnnouncement(
        mark >= 60 ? t('exams.timer.minutesLeft', { count: mark / 60 }) : t('exams.timer.secondsLeft', { count: mark }),
      );
    }
  }, [left, limitSeconds, onExpire, t]);

  return (
    <>
      <Typography
        component="p"
        role="timer"
        aria-label={t('exams.timer.label')}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, color: left <= 60 ? 'error.main' : 'text.primary' }}
      >
        {t('exams.timer.left', { time: formatClock(left) })}
      </Typography>
      <span aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
