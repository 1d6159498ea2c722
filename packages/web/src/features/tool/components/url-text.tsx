import { Fragment } from 'react';

/** A URL that may wrap after each "/" (a narrow column or a phone card) instead of in the middle of a file name. */
export function UrlText({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
