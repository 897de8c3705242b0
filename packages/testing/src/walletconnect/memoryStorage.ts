/**
 * An in-memory key-value store in the shape WalletConnect clients take as `storage`
 * (IKeyValueStorage), so a test client neither writes to disk (Node's default) nor shares
 * localStorage with the page. Values are copied through JSON, as a real store would.
 */
export class MemoryKeyValueStorage {
  private readonly entries = new Map<string, string>()

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()]
  }

  async getEntries<T = any>(): Promise<[string, T][]> {
    return [...this.entries].map(([key, value]) => [key, JSON.parse(value) as T])
  }

  async getItem<T = any>(key: string): Promise<T | undefined> {
    const value = this.entries.get(key)
    return value === undefined ? undefined : (JSON.parse(value) as T)
  }

  async setItem<T = any>(key: string, value: T): Promise<void> {
    this.entries.set(key, JSON.stringify(value))
  }

  async removeItem(key: string): Promise<void> {
    this.entries.delete(key)
  }
}
