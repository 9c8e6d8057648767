import { describe, expect, it } from 'vitest';
import { LoadAppInfo } from '../../../src/application/app/load-app-info';
import { ShellPresenter } from '../../../src/presentation/shell/presenters/shell-presenter';
import { FakeStaticData } from '../../support/fakes/fake-static-data';
import { FakeShellSession } from '../../support/fakes/shell/fake-shell-session';
import { SpyLogger } from '../../support/fakes/spy-logger';

function makeSut({
  files = { 'assets/data/information.json': { data: [{ version: '2.3' }] } } as Record<string, unknown>,
  session = new FakeShellSession(),
} = {}) {
  const logger = new SpyLogger();
  const sut = new ShellPresenter(new LoadAppInfo(new FakeStaticData(files), logger), session, logger);
  return { sut, session, logger };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('ShellPresenter', () => {
  it('shows the version of the information file and the signed-in person', async () => {
    const { sut } = makeSut();
    expect(sut.state).toEqual({ kind: 'active', version: '1.0', userName: null });
    sut.attach();
    await settle();
    expect(sut.state).toEqual({ kind: 'active', version: '2.3', userName: 'Ana Torres' });
  });

  it('uses the default version without the file, and the username without a name', async () => {
    const { sut } = makeSut({ files: {}, session: new FakeShellSession({ username: 'beto', name: '' }) });
    sut.attach();
    await settle();
    expect(sut.state).toEqual({ kind: 'active', version: '1.0', userName: 'beto' });
  });

  it('signs out once however often it is asked, then is signed out', async () => {
    const { sut, session } = makeSut();
    const first = sut.signOut();
    expect(sut.state.kind).toBe('signing-out');
    await sut.signOut();
    await first;
    expect(session.signOuts).toBe(1);
    expect(sut.state).toEqual({ kind: 'signed-out' });
  });

  it('leaves the shell even when the provider fails, and logs it', async () => {
    const { sut, logger } = makeSut({ session: new FakeShellSession(null, true) });
    await sut.signOut();
    expect(sut.state).toEqual({ kind: 'signed-out' });
    expect(logger.messages('error')).toEqual(['No se pudo cerrar la sesión en el proveedor de identidad.']);
  });

  it('ignores answers arriving after it is detached', async () => {
    const { sut } = makeSut();
    sut.attach();
    sut.detach();
    await settle();
    expect(sut.state).toEqual({ kind: 'active', version: '1.0', userName: null });
  });
});
