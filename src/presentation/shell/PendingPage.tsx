import { PendingContent, ShellPage } from './ShellPage';

/** A screen of the specification that is not built yet: its title and "disponible próximamente". */
export function PendingPage({ code }: { code: string }) {
  return (
    <ShellPage code={code}>
      <PendingContent />
    </ShellPage>
  );
}
