import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import * as blogsContent from '@/content/blogs';
import { PageHero } from '@/features/marketing/components/page-hero';
import classes from '@/features/marketing/components/section.module.css';
import prose from '@/features/marketing/components/prose.module.css';
import { useContent, useT } from '@/lib/i18n/language-context';
import { pagesCatalogue } from './i18n/en';

export default function BlogsRoute() {
  const { beautyPosts } = useContent(blogsContent, 'blogs');
  const t = useT(pagesCatalogue);
  return (
    <>
      <PageHero eyebrow={t('blogs.title')} title={t('blogs.cta')} lead={t('blogs.intro')} />
      <div className={classes.inner} style={{ paddingBlock: '2rem 4rem', display: 'grid', gap: '1.5rem' }}>
        {beautyPosts.map((post) => (
          <article key={post.id} className={classes.card} aria-labelledby={`post-${post.id}`}>
            <h2 id={`post-${post.id}`} className={classes.cardTitle}>
              {post.title}
            </h2>
            <p className={classes.cardText}>
              {post.author} · <time dateTime={post.dateTime}>{post.date}</time>
            </p>
            <div className={prose.prose} style={{ marginTop: '0.5rem' }}>
              {post.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </article>
        ))}
        <div>
          <Button component={Link} to={paths.doctorsSearch}>
            {t('blogs.book')}
          </Button>
        </div>
      </div>
    </>
  );
}
