// The decode scheduler: how many photos libvips decodes at once.
/**
 * At most `size` decodes at once; the rest wait their turn in arrival order. libvips takes
 * memory per image being decoded, so this is what bounds a burst of large uploads.
 */
export class DecodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error('DecodeSlots needs at least 1 slot');
  }

  /** Decodes running now and waiting for a slot. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active += 1;
    // A finishing task hands its slot straight to the next waiter: `active` stays counted.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
