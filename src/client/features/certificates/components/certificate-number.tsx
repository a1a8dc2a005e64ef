/** A certificate number, always left to right (it reads the same in Arabic) and never broken. */
export function CertificateNumber({ number }: { number: string }) {
  return (
    <bdi
      dir="ltr"
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' }}
    >
      {number}
    </bdi>
  );
}
