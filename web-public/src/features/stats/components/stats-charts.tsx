import type { SiteStats } from '@reviews/libs/contract';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useState } from 'react';
import { Bar } from 'react-chartjs-2';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Chart colours come from the design tokens so both themes look right. */
function useTokenColours() {
  const read = () => {
    const style = getComputedStyle(document.body);
    return {
      accent: style.getPropertyValue('--color-accent').trim() || '#e0a526',
      text: style.getPropertyValue('--color-text-muted').trim() || '#777',
      grid: style.getPropertyValue('--color-border').trim() || '#ccc',
    };
  };
  const [colours, setColours] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setColours(read()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return colours;
}

function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
}

export default function StatsCharts({ stats }: { stats: SiteStats }) {
  const colours = useTokenColours();
  const scales = {
    x: { ticks: { color: colours.text }, grid: { color: colours.grid } },
    y: { beginAtZero: true, ticks: { color: colours.text, precision: 0 }, grid: { color: colours.grid } },
  };
  return (
    <div className="charts">
      <figure className="chart">
        <figcaption>Reviews per month</figcaption>
        <div className="chart__canvas">
          {/* Bars: a count per month has no values between months for a curve to pass through. */}
          <Bar
            aria-label="Bar chart of reviews per month"
            role="img"
            data={{
              labels: stats.reviewsPerMonth.map((point) => monthLabel(point.month)),
              datasets: [
                {
                  label: 'Reviews',
                  data: stats.reviewsPerMonth.map((point) => point.count),
                  backgroundColor: colours.accent,
                },
              ],
            }}
            options={{ maintainAspectRatio: false, scales, plugins: { legend: { display: false } } }}
          />
        </div>
      </figure>
      <figure className="chart">
        <figcaption>Rating distribution</figcaption>
        <div className="chart__canvas">
          <Bar
            aria-label="Bar chart of how many reviews fall in each rating range"
            role="img"
            data={{
              labels: stats.ratingHistogram.map((bucket) => `${bucket.min}-${bucket.max}`),
              datasets: [
                {
                  label: 'Reviews',
                  data: stats.ratingHistogram.map((bucket) => bucket.count),
                  backgroundColor: colours.accent,
                },
              ],
            }}
            options={{ maintainAspectRatio: false, scales, plugins: { legend: { display: false } } }}
          />
        </div>
      </figure>
    </div>
  );
}
