/**
 * Ejected from @docusaurus/theme-classic 3.9.1 (src/theme/LastUpdated/index.tsx),
 * Copyright (c) Facebook, Inc. and its affiliates, MIT licence.
 *
 * Changed: the date is written by `formatDocumentDate` (the same "Oct 5, 2025"
 * the document header uses) instead of the theme's `useDateTimeFormat`, whose
 * Intl.DateTimeFormat costs the reader's main thread 13-52 ms of ICU set-up on
 * every document's load (tests/e2e/start.test.ts). The date is git's, in UTC, as
 * the theme writes it; the site does not show authors, so "by" is gone, and so is
 * the development-only "simulated" note.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {formatDocumentDate} from '@site/src/lib/designRecord';

export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const isoDate = new Date(lastUpdatedAt).toISOString();
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={isoDate} itemProp="dateModified">
                      {formatDocumentDate(isoDate.slice(0, 10))}
                    </time>
                  </b>
                ),
              }}
            >
              {' on {date}'}
            </Translate>
          ),
          byUser: '',
        }}
      >
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
