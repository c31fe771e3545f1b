import { VISIT_ADVICE_LIMITS } from '@ehp/api-types';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api';
import { httpStatusOf, HTTP_CONFLICT } from '@/lib/http-status';
import { useT } from '@/lib/i18n/language-context';
import { useRateVisit } from '../api/after-visit';
import { afterVisitCatalogue } from '../i18n/en';
import classes from './rate-visit.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** One prompt after a completed visit: 1 to 5 stars (a radio group) and an optional comment. */
export function RateVisit({ appointmentId }: { appointmentId: number }) {
  const t = useT(afterVisitCatalogue);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rate = useRateVisit(appointmentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) return setProblem(t('rate.noStars'));
    setProblem(null);
    const trimmed = comment.trim();
    rate.mutate(
      { appointment_id: appointmentId, rating: stars, ...(trimmed ? { comment: trimmed } : {}) },
      {
        onError: (error) =>
          setProblem(
            httpStatusOf(error) === HTTP_CONFLICT ? t('rate.already') : errorMessage(error) || t('error.save'),
          ),
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rate-title" data-no-print>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz={20} id="rate-title">
            {t('rate.title')}
          </Title>
          <fieldset className={classes.stars} data-testid="rating-stars">
            <legend>
              <Text fw={600} component="span">
                {t('rate.label')}
              </Text>
            </legend>
            {STARS.map((n) => (
              <label key={n}>
                <input
                  className={classes.input}
                  type="radio"
                  name={`rating-${appointmentId}`}
                  value={n}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                  aria-label={t('rate.stars', { n })}
                />
                <span className={`${classes.star} ${n <= stars ? classes.on : ''}`} aria-hidden="true">
                  {n <= stars ? '★' : '☆'}
                </span>
              </label>
            ))}
          </fieldset>
          <Textarea
            label={t('rate.comment')}
            description={t('rate.commentHint', { max: VISIT_ADVICE_LIMITS.comment })}
            maxLength={VISIT_ADVICE_LIMITS.comment}
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" role="alert" data-testid="rating-error">
              {problem}
            </Alert>
          )}
          <Button type="submit" mih={44} loading={rate.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('rate.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
