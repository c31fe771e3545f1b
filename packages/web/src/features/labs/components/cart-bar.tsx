import { Box, Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { formatRs } from '@/lib/format-currency';
import { cartProblem, cartTotal, type LabTest } from '../lib/cart';
import { CartList } from './cart-list';
import { useT } from '@/lib/i18n/language-context';
import { labsCatalogue } from '../i18n/en';
import classes from './cart-bar.module.css';

type Props = {
  tests: LabTest[];
  onRemove: (test: LabTest) => void;
  /** Goes on to the booking form (beside the full cart). */
  onContinue: () => void;
};

/**
 * On phones the cart sits below a long list of tests, so while tests are chosen and that cart is out
 * of view, a bar at the bottom keeps the count and total in sight; it opens into the list, with
 * each test's remove control, and leads on to the booking form.
 */
export function CartBar({ tests, onRemove, onContinue }: Props) {
  const t = useT(labsCatalogue);
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (tests.length === 0) return null;
  const total = formatRs(cartTotal(tests));
  const summary = tests.length === 1 ? t('bar.one', { total }) : t('bar.many', { count: tests.length, total });

  return (
    <>
      {/* Room at the page's end, so the bar never covers the last of it. */}
      <Box hiddenFrom="md" className={classes.spacer} aria-hidden="true" />
      <Paper
        hiddenFrom="md"
        className={classes.bar}
        shadow="md"
        component="section"
        aria-label={t('bar.aria')}
        data-testid="cart-bar"
      >
        {open && (
          // A plain scrolling box: Mantine's ScrollArea would add 5 KB to the lab page's first load.
          <Box id={listId} px="md" pt="xs" className={classes.list}>
            <CartList tests={tests} onRemove={onRemove} />
          </Box>
        )}
        <Group justify="space-between" wrap="nowrap" gap="sm" p="sm">
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((v) => !v)}
          >
            <Text fw={700} size="sm" component="span" data-testid="cart-bar-total">
              {summary}
            </Text>
            <ChevronDownIcon size={18} className={classes.chevron} data-open={open} />
          </UnstyledButton>
          <Button mih={44} onClick={onContinue} disabled={cartProblem(tests) !== null}>
            {t('continue')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
