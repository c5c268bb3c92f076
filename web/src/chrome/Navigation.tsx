import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useListener } from '../components/use-listener.js';
import { useRoundState } from './round-in-progress.js';

interface NavItem {
  href: string;
  label: string;
  /** Also active on these path prefixes (History stays active under /history/...). */
  activePrefix?: string;
}

const primary: NavItem[] = [
  { href: '/', label: 'Score' },
  { href: '/history', label: 'History', activePrefix: '/history' },
  { href: '/leaderboard', label: 'Live' },
  { href: '/you', label: 'Profile' },
];

const secondary: NavItem[] = [
  { href: '/diary', label: 'Diary' },
  { href: '/sight-marks', label: 'Sight' },
  { href: '/achievements', label: 'Awards' },
  { href: '/my-record', label: 'My record' },
  { href: '/distance-performance', label: 'Distances' },
  { href: '/data', label: 'Data' },
];

function isActive(item: NavItem, location: string): boolean {
  return item.activePrefix ? location.startsWith(item.activePrefix) : location === item.href;
}

function NavLink({ item, location, onChoose }: { item: NavItem; location: string; onChoose?: () => void }) {
  const active = isActive(item, location);
  return (
    <Link
      href={item.href}
      className={active ? 'nav-link active' : 'nav-link'}
      aria-current={active ? 'page' : undefined}
      onClick={onChoose}
    >
      {item.label}
    </Link>
  );
}

/**
 * Bottom navigation (Score, History, Live, Profile). During a round on the score card it gives way to the
 * menu alone, every screen inside it, so the keys keep the bottom of the screen and a stray thumb cannot
 * leave the card. Diary, Sight, Awards and the rest sit in a pop-up
 * menu on small screens and as secondary items on wide screens (CSS decides which is visible).
 */
export function Navigation() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const compact = useRoundState() === 'in-progress' && location === '/';

  // Open, the menu closes on a tap outside it, and on Escape as any pop-up does for keyboard users.
  useListener(
    document,
    'pointerdown',
    (event) => {
      if (menuRef.current && !menuRef.current.contains(event.target as Node)) setMenuOpen(false);
    },
    menuOpen,
  );
  useListener(
    document,
    'keydown',
    (event) => {
      if (event.key === 'Escape') setMenuOpen(false);
    },
    menuOpen,
  );

  return (
    <nav className={compact ? 'bottom-nav bottom-nav-compact' : 'bottom-nav'} aria-label="Main">
      {!compact && primary.map((item) => <NavLink key={item.href} item={item} location={location} />)}
      {!compact && (
        <div className="secondary-nav">
          {secondary.map((item) => (
            <NavLink key={item.href} item={item} location={location} />
          ))}
        </div>
      )}
      <div className="menu" ref={menuRef}>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="more-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        {menuOpen && (
          <div id="more-menu" className="menu-popup" role="group" aria-label="More">
            {(compact ? [...primary, ...secondary] : secondary).map((item) => (
              <NavLink key={item.href} item={item} location={location} onChoose={() => setMenuOpen(false)} />
            ))}
          </div>
        )}
      </div>
    </nav>
  );
}
