import type { ShellSession, ShellUser } from '../../../../src/application/shell/shell-session';

export class FakeShellSession implements ShellSession {
  signOuts = 0;
  constructor(
    public user: ShellUser | null = { username: 'ana', name: 'Ana Torres' },
    private readonly failSignOut = false,
  ) {}
  async currentUser(): Promise<ShellUser | null> {
    return this.user;
  }
  async signOut(): Promise<void> {
    this.signOuts++;
    if (this.failSignOut) throw new Error('Network Error');
  }
}
