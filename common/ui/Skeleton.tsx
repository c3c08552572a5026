import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** How many placeholder rows to show. */
  rows?: number;
  /** Accessible description of what is loading ("Loading payment methods"). */
  label: string;
}

/** Placeholder rows shown while data loads; announced once to screen readers via `aria-busy`. */
export function Skeleton({ rows = 3, label }: SkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row} aria-hidden="true" />
      ))}
    </div>
  );
}
