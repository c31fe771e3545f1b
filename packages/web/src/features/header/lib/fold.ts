import type { Role } from '@/lib/session';

/**
 * How much of the header folds away when its one row is short of space, least important first:
 * 0 nothing; 1 Request a demo moves into the More / user menu; 2 Call Us follows it; 3 the links
 * and controls sit closer; 4 About and Contact us follow into the menu (a signed-in name at 1024 px:
 * Find a doctor stays in the row, issue 34). The user's name is not part of the fold: the SPEC cuts it to 12
 * characters plus an ellipsis at every width (user-menu.tsx), never shorter and never whole.
 */
export type FoldLevel = 0 | 1 | 2 | 3 | 4;
export const MAX_FOLD_LEVEL: FoldLevel = 4;

export type Fold = {
  demoInMenu: boolean;
  callInMenu: boolean;
  compact: boolean;
  pagesInMenu: boolean;
};

export function foldAt(level: FoldLevel): Fold {
  return {
    demoInMenu: level >= 1,
    callInMenu: level >= 2,
    compact: level >= 3,
    pagesInMenu: level >= 4,
  };
}

/**
 * The level to render next after measuring the row at `level`: one more while the row overflows
 * and something is left to fold; otherwise it stays.
 */
export function nextFoldLevel(level: FoldLevel, overflowing: boolean): FoldLevel {
  return overflowing && level < MAX_FOLD_LEVEL ? ((level + 1) as FoldLevel) : level;
}

/**
 * Request a demo sells the management software to professionals: signed out everyone sees it (the
 * SPEC's header), a signed-in patient finds it in the menu, a signed-in professional never does.
 */
export function offersDemo(role: Role | null): boolean {
  return role === null || role === 'patient';
}

/** Whether any child of the row sticks out of it, either side (left to right or right to left). */
export function rowOverflows(row: HTMLElement): boolean {
  const box = row.getBoundingClientRect();
  const style = getComputedStyle(row);
  const left = box.left + parseFloat(style.paddingLeft || '0') - 1;
  const right = box.right - parseFloat(style.paddingRight || '0') + 1;
  return Array.from(row.children).some((child) => {
    const rect = child.getBoundingClientRect();
    return rect.width > 0 && (rect.left < left || rect.right > right);
  });
}
