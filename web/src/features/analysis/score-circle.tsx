import { scoreBand } from './analysis-state';

const tones = {
  green: { ring: 'stroke-success-mark', text: 'text-success' },
  yellow: { ring: 'stroke-caution-mark', text: 'text-caution' },
  red: { ring: 'stroke-danger-mark', text: 'text-danger-mid' },
};

/** ScoreCircle draws the match percentage as a ring in its band's colour. */
export function ScoreCircle({ score }: { score: number }) {
  const band = scoreBand(score);
  const tone = tones[band.tone];
  const r = 52;
  const length = 2 * Math.PI * r;
  return (
    <div className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 120 120" className="h-36 w-36" role="img" aria-label={`${score}% match: ${band.label}`}>
        <circle cx="60" cy="60" r={r} className="fill-none stroke-line" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r={r}
          className={`fill-none ${tone.ring}`}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * length} ${length}`}
          transform="rotate(-90 60 60)"
        />
        <text x="60" y="68" textAnchor="middle" className="fill-ink text-2xl font-bold">
          {score}%
        </text>
      </svg>
      <p className={`font-semibold ${tone.text}`}>{band.label}</p>
    </div>
  );
}
