import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@/test/render';
import { DropdownMenu } from './dropdown-menu';

/** Like the Labs menu: the parent starts loading its items when the menu first opens. */
function LazyMenu() {
  const [wanted, setWanted] = useState(false);
  return (
    <DropdownMenu
      label="Labs"
      onOpen={() => setWanted(true)}
      items={wanted ? [{ key: 'a', label: 'Chughtai Diagnostics', to: '/labs/1' }] : []}
    />
  );
}

describe('DropdownMenu', () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the menu opens, then onOpen runs after it is on screen (not inside a state update) and the parent can load items', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let menuShownWhenCalled: boolean | null = null;
    const { user } = render(
      <DropdownMenu
        label="Labs"
        openOnHover={false}
        onOpen={() => {
          menuShownWhenCalled = screen.queryByRole('menu') !== null;
        }}
        items={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Labs' }));
    expect(menuShownWhenCalled).toBe(true);

    const lazy = render(<LazyMenu />);
    await lazy.user.click(screen.getAllByRole('button', { name: 'Labs' })[1]);
    expect(await screen.findByRole('menuitem', { name: 'Chughtai Diagnostics' })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('when opened, closed and opened again, then onOpen runs once per opening', async () => {
    const onOpen = vi.fn();
    const { user } = render(<DropdownMenu label="Login" onOpen={onOpen} openOnHover={false} items={[]} />);
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });
});
