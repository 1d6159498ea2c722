import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '@alt-optimizer/contract';
import { useLang } from '../i18n/index.ts';
import { pathFor, type RouteId } from './paths.ts';

interface RouteLinkProps {
  to: RouteId;
  /** Force a language; defaults to the page's. Falls back to the other language when there is no twin. */
  lang?: Language;
  hash?: string;
  className?: string;
  children: ReactNode;
}

/** The only way pages link to each other: paths come from the route table, never typed by hand. */
export function RouteLink({ to, lang, hash, className, children }: RouteLinkProps) {
  const current = useLang();
  const want = lang ?? current;
  const path = pathFor(to, want) ?? pathFor(to, want === 'fr' ? 'en' : 'fr') ?? '/';
  return (
    <Link to={hash ? `${path}#${hash}` : path} className={className}>
      {children}
    </Link>
  );
}
