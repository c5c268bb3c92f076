// @vitest-environment happy-dom
import { act } from '../../test-support/act.js';
import { describe, expect, it, vi } from 'vitest';
import type { UnreadAchievement } from '../../../../shared/achievements/views.js';
import { achievement } from './achievement.fixture.js';
import { AchievementGroup } from './AchievementGroup.js';
import { AchievementItem, TierBadge } from './AchievementParts.js';
import { UnreadAwards } from './UnreadAwards.js';
import { mountPerTest } from '../../test-support/mount-per-test.js';

const unlocked = achievement(
  { progressPercentage: 100 },
  { isUnlocked: true, unlockedAt: 1, achievingShootId: 7, achievedDate: '2024-06-03' },
);
const halfway = achievement(
  { id: 'total-arrows-10000', name: 'Total arrows 10,000', tier: 'silver', progressPercentage: 64 },
  { totalArrows: 6400, targetArrows: 10000, unit: 'arrows' },
);

const unread: UnreadAchievement[] = [
  {
    id: 'a',
    name: 'First',
    description: '',
    tier: 'gold',
    achievingShootId: 3,
    achievedDate: '2024-01-02',
    unlockedAt: 1,
  },
  {
    id: 'b',
    name: 'Second',
    description: '',
    tier: 'diamond',
    achievingShootId: 4,
    achievedDate: '2024-01-03',
    unlockedAt: 2,
  },
];

describe('awards parts', () => {
  const view = mountPerTest();

  it('names the tier in words, not by colour alone', () => {
    view.render(<TierBadge tier="diamond" />);
    expect(view.host.textContent).toBe('Diamond');
    expect(view.host.querySelector('.tier-diamond')).not.toBeNull();
  });

  it('shows an unlocked achievement with its date and a link to the shoot that earned it', () => {
    view.render(<AchievementItem achievement={unlocked} />);
    const link = view.host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/history/7');
    expect(link.textContent).toBe('the shoot of 3 Jun 2024');
    expect(view.host.querySelector('progress')).toBeNull();
  });

  it('shows a locked achievement’s progress with a named bar and the percentage', () => {
    view.render(<AchievementItem achievement={halfway} />);
    const bar = view.host.querySelector('progress')!;
    expect(bar.getAttribute('aria-label')).toBe('Progress towards Total arrows 10,000');
    expect(bar.getAttribute('value')).toBe('6400');
    expect(bar.getAttribute('max')).toBe('10000');
    expect(view.host.textContent).toContain('6,400 / 10,000 arrows (64%)');
    expect(view.host.querySelector('a')).toBeNull();
  });

  it('lists the places a Traveller achievement has counted', () => {
    const traveller = achievement(
      { id: 'traveller-5', name: 'Traveller', progressPercentage: 40 },
      { currentScore: 2, targetScore: 5, unit: 'locations', locationDetails: ['Lilleshall', 'London'] },
    );
    view.render(<AchievementItem achievement={traveller} />);
    expect([...view.host.querySelectorAll('.achievement-places li')].map((li) => li.textContent)).toEqual([
      'Lilleshall',
      'London',
    ]);
  });

  it('renders a group’s achievements only once it is opened', () => {
    view.render(
      <AchievementGroup
        group={{ group: 'Total arrows', achievements: [unlocked, halfway], unlockedCount: 1 }}
      />,
    );
    expect(view.host.querySelector('summary')!.textContent).toBe('Total arrows1 of 2');
    expect(view.host.querySelectorAll('.achievement')).toHaveLength(0);

    const details = view.host.querySelector('details')!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(view.host.querySelectorAll('.achievement')).toHaveLength(2);
  });

  it('marks one unread achievement read, or all of them', () => {
    const onMarkRead = vi.fn();
    view.render(<UnreadAwards unread={unread} onMarkRead={onMarkRead} />);
    const buttons = [...view.host.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Mark all read',
      'Mark read: First',
      'Mark read: Second',
    ]);
    act(() => buttons[2]!.click());
    act(() => buttons[0]!.click());
    expect(onMarkRead.mock.calls).toEqual([[['b']], ['all']]);
  });

  it('folds away all but the first five new achievements', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...unread[0]!, id: `n${i}`, name: `New ${i}` }));
    view.render(<UnreadAwards unread={many} onMarkRead={() => {}} />);
    expect(view.host.querySelectorAll(':scope section > ul > li')).toHaveLength(5);
    expect(view.host.querySelector('.unread-more summary')!.textContent).toBe('3 more new');
  });

  it('says there is nothing new, without a Mark all read button', () => {
    view.render(<UnreadAwards unread={[]} onMarkRead={() => {}} />);
    expect(view.host.textContent).toContain('Nothing new.');
    expect(view.host.querySelector('button')).toBeNull();
  });
});
