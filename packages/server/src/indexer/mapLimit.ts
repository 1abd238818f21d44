/**
 * `work` on every item, at most `limit` at once, the results in the items' order: a node or a
 * metadata host is not asked everything at the same moment.
 *
 * @example
 * const blocks = await mapLimit(numbers, 4, (number) => client.getBlock({ blockNumber: number }))
 */
export async function mapLimit<In, Out>(
  items: readonly In[],
  limit: number,
  work: (item: In) => Promise<Out>,
): Promise<Out[]> {
  const results: Out[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as In)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
