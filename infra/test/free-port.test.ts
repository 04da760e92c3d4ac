// The test helper that hands out ports for the servers a test starts: a test that picks a dozen ports
// before starting anything (the replicas suite: ten services, two gateways, HAProxy's listeners) must
// never be given one twice, although the kernel offers a closed port again.
import net from 'node:net';
import { freePort } from '@coachwork/test-support';

it('never hands out the same port twice in one process, and each one can be listened on', async () => {
  // 400 picks from the kernel's ~14,000 odd ephemeral ports repeat one with a probability near 1
  // (the birthday bound), so a helper that only asked the kernel would fail here.
  const ports: number[] = [];
  for (let i = 0; i < 400; i += 1) ports.push(await freePort());
  expect(new Set(ports).size).toBe(400);
  const last = ports.at(-1)!;
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(last, '127.0.0.1', resolve);
  });
  expect((server.address() as net.AddressInfo).port).toBe(last);
  await new Promise((resolve) => server.close(resolve));
});
