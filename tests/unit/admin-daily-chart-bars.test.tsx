/**
 * The dashboard's bars without a chart library: whole-number ticks from 0 that cover the
 * highest figure, one column per series per day sized against the top tick, the day's
 * figures under the pointer, and the legend.
 */
import { fireEvent, screen } from '@testing-library/react';
import DailyChartBars, { valueTicks } from '@/components/admin/dashboard/daily-chart-bars';
import { renderAdmin } from './support/render';

describe('valueTicks', () => {
  it('steps by 1, 2 or 5 × 10ⁿ from 0 up to a tick at or over the highest figure', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    expect(valueTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });
});

describe('DailyChartBars', () => {
  const labels = { registrations: 'Registrazioni', verifications: 'Verifiche' };
  const data = [
    { date: '2026-11-21', registrations: 4, verifications: 1 },
    { date: '2026-11-22', registrations: 2, verifications: 0 },
  ];

  it('sizes each column against the top tick and labels the days and series', () => {
    const { container } = renderAdmin(<DailyChartBars data={data} labels={labels} />);
    const heights = [...container.querySelectorAll<HTMLElement>('.rounded-t-\\[3px\\]')].map(
      (bar) => bar.style.height,
    );
    expect(heights).toEqual(['100%', '25%', '50%', '0%']);
    expect(screen.getByText('21/11')).toBeInTheDocument();
    expect(screen.getByText('22/11')).toBeInTheDocument();
    expect(screen.getAllByText('Verifiche')).toHaveLength(1); // the legend only
  });

  it("shows a day's figures under the pointer and hides them when it leaves", () => {
    const { container } = renderAdmin(<DailyChartBars data={data} labels={labels} />);
    const day = container.querySelectorAll('.flex-1.items-end')[1] as HTMLElement;
    fireEvent.pointerEnter(day);
    expect(screen.getByText(/domenica 22 novembre 2026/i)).toBeInTheDocument();
    expect(screen.getAllByText('Verifiche')).toHaveLength(2);
    fireEvent.pointerLeave(day.parentElement!.parentElement!);
    expect(screen.queryByText(/domenica 22 novembre 2026/i)).toBeNull();
  });
});
