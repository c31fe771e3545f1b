import type { components } from '@ehp/api-types';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/lib/i18n/language-context';
import { afterVisitCatalogue } from '../i18n/en';
import { fullDate } from '../lib/dates';
import classes from './prescription.module.css';

type Advice = components['schemas']['VisitAdvice'];

/** The doctor's advice and prescription, as the patient reads and prints it. */
export function Prescription({ advice }: { advice: Advice }) {
  const t = useT(afterVisitCatalogue);
  return (
    <Stack gap="sm">
      <section className={classes.sheet} aria-labelledby="prescription-title" data-testid="prescription">
        <Stack gap="sm">
          <Title order={2} fz={20} id="prescription-title">
            {t('sheet.title')}
          </Title>
          <div>
            <Text fw={700} data-testid="prescription-doctor">
              {t('sheet.doctor', { doctor: advice.doctor_name, pmdc: advice.doctor_pmdc })}
            </Text>
            <Text>{t('sheet.patient', { patient: advice.patient_name })}</Text>
            <Text>{t('sheet.date', { date: fullDate(t, advice.visit_date) })}</Text>
          </div>
          {advice.advice && (
            <div>
              <Title order={3} fz={16}>
                {t('advice.label')}
              </Title>
              {/* The doctor's own words, in whatever language they wrote: their direction is their own. */}
              <Text className={classes.advice} dir="auto">
                {advice.advice}
              </Text>
            </div>
          )}
          {advice.medicines.length > 0 ? (
            <MedicineTable medicines={advice.medicines} />
          ) : (
            <Text>{t('sheet.none')}</Text>
          )}
          {advice.tests.length > 0 && (
            <div>
              <Title order={3} fz={16}>
                {t('tests.label')}
              </Title>
              <List>
                {advice.tests.map((test, i) => (
                  <List.Item key={i}>
                    <bdi>{test}</bdi>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {advice.follow_up_date && (
            <Text fw={600}>{t('sheet.followUp', { date: fullDate(t, advice.follow_up_date) })}</Text>
          )}
        </Stack>
      </section>
      <Group data-no-print>
        <Button mih={44} onClick={() => window.print()} data-testid="print-prescription">
          {t('sheet.print')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The medicines prescribed, one row each: name, strength, how often and for how many days. */
function MedicineTable({ medicines }: { medicines: Advice['medicines'] }) {
  const t = useT(afterVisitCatalogue);
  return (
    <table className={classes.table}>
      <caption style={{ textAlign: 'start', fontWeight: 700 }}>{t('sheet.drugs')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('drug.name')}</th>
          <th scope="col">{t('drug.strength')}</th>
          <th scope="col">{t('drug.frequency')}</th>
          <th scope="col">{t('drug.days')}</th>
        </tr>
      </thead>
      <tbody>
        {medicines.map((m, i) => (
          <tr key={i}>
            <td>
              <bdi>{m.name}</bdi>
            </td>
            <td>
              <bdi>{m.strength}</bdi>
            </td>
            <td>
              <bdi>{m.frequency}</bdi>
            </td>
            <td>{t('sheet.days', { days: m.days })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
