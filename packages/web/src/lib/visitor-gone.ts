/** A render dropped because nobody waits for it any more (the visitor closed the connection). */
export class VisitorGone extends Error {
  constructor() {
    super('the visitor went away before the page was rendered');
    this.name = 'VisitorGone';
  }
}
