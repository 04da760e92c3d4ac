// deploy/ without a cluster: each overlay is built as `kubectl kustomize` would (resources, namespace,
// labels, images, replicas, generated secrets, strategic-merge patches), and every object is checked
// against the Kubernetes API schemas (kubernetes-models, Kubernetes 1.27) or, for CloudNativePG's
// resources, against the fields of its v1 API this deployment uses. Then what a rollout needs: probes,
// resources, autoscalers, budgets, wiring between objects, and an environment each process accepts.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { readConfig as readGatewayConfig } from '@coachwork/gateway';
import { readConfig as readIdentityConfig } from '@coachwork/service-identity';
import { readConfig as readTenantsConfig } from '@coachwork/service-tenants';
import { readConfig as readWebhooksConfig } from '@coachwork/service-webhooks';
import { readConfig as readWorkshopsConfig } from '@coachwork/service-workshops';
import { readConfig as readBookingsConfig } from '@coachwork/service-bookings';

const DEPLOY = path.resolve(__dirname, '..');
const OVERLAYS = ['production', 'staging'];
const SERVICES = ['identity', 'tenants', 'workshops', 'bookings', 'webhooks'];

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  // Whatever each kind's spec holds; the schemas check its shape.
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  data?: Record<string, string>;
  [key: string]: unknown;
}

const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'StorageClass']);

function readDocuments(file: string): K8sObject[] {
  return YAML.parseAllDocuments(fs.readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
      return doc.toJS() as K8sObject;
    })
    .filter(Boolean);
}

/** KEY=value lines; a real secrets file when there is one, else the committed example with dummies. */
function readEnvFile(dir: string, name: string): Record<string, string> {
  const real = path.join(dir, name);
  const file = fs.existsSync(real) ? real : `${real}.example`;
  const entries: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) entries[match[1]!] = match[2] || `example-${match[1]!.toLowerCase()}-0123456789`;
  }
  return entries;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strategic merge as kubectl does it for the fields used here: maps merge, lists of named items merge by name. */
function merge(base: unknown, patch: unknown): unknown {
  if (isPlainObject(base) && isPlainObject(patch)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(patch))
      out[key] = key in base ? merge(base[key], value) : value;
    return out;
  }
  if (Array.isArray(base) && Array.isArray(patch) && patch.every((p) => isPlainObject(p) && 'name' in p)) {
    const out = base.map((item) => {
      const match = patch.find((p) => (p as { name: string }).name === (item as { name?: string }).name);
      return match ? merge(item, match) : item;
    });
    for (const p of patch)
      if (!base.some((b) => (b as { name?: string }).name === (p as { name: string }).name)) out.push(p);
    return out;
  }
  return patch;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function podSpecs(object: K8sObject): any[] {
  if (object.kind === 'Deployment') return [object.spec.template.spec];
  if (object.kind === 'Job') return [object.spec.template.spec];
  return [];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function containersOf(object: K8sObject): any[] {
  return podSpecs(object).flatMap((spec) => [...(spec.initContainers ?? []), ...spec.containers]);
}

function build(dir: string): K8sObject[] {
  const kustomization = YAML.parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(...(fs.statSync(target).isDirectory() ? build(target) : readDocuments(target)));
  }
  for (const generator of kustomization.secretGenerator ?? []) {
    const data: Record<string, string> = {};
    for (const envFile of generator.envs ?? [])
      for (const [key, value] of Object.entries(readEnvFile(dir, envFile)))
        data[key] = Buffer.from(value).toString('base64');
    objects.push({
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: generator.name },
      type: 'Opaque',
      data,
    });
  }
  for (const patch of kustomization.patches ?? []) {
    for (const change of readDocuments(path.join(dir, patch.path))) {
      const index = objects.findIndex(
        (o) => o.kind === change.kind && o.metadata.name === change.metadata.name,
      );
      if (index === -1) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata.name} to patch`);
      objects[index] = merge(objects[index], change) as K8sObject;
    }
  }
  for (const { name, count } of kustomization.replicas ?? []) {
    const target = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
    if (!target) throw new Error(`replicas: no Deployment ${name}`);
    target.spec.replicas = count;
  }
  for (const image of kustomization.images ?? [])
    for (const container of objects.flatMap(containersOf))
      if (container.image === image.name) container.image = `${image.newName ?? image.name}:${image.newTag}`;
  for (const { pairs } of kustomization.labels ?? [])
    objects = objects.map((o) => ({
      ...o,
      metadata: { ...o.metadata, labels: { ...o.metadata.labels, ...pairs } },
    }));
  if (kustomization.namespace)
    for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = kustomization.namespace;
  return objects;
}

/** The JSON Schema keywords the CloudNativePG shapes below use, checked without a library. */
interface Shape {
  type?: 'object' | 'string' | 'integer' | 'boolean';
  required?: string[];
  additionalProperties?: false;
  properties?: Record<string, Shape>;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
}

function check(shape: Shape, value: unknown, at: string): string[] {
  if (shape.enum) return shape.enum.includes(value) ? [] : [`${at} must be one of ${shape.enum.join(', ')}`];
  if (shape.type === 'object') {
    if (!isPlainObject(value)) return [`${at} must be an object`];
    const problems = (shape.required ?? []).filter((k) => !(k in value)).map((k) => `${at}.${k} is required`);
    for (const [key, item] of Object.entries(value)) {
      const inner = shape.properties?.[key];
      if (inner) problems.push(...check(inner, item, `${at}.${key}`));
      else if (shape.additionalProperties === false)
        problems.push(`${at}.${key} is not a field of this resource`);
    }
    return problems;
  }
  if (shape.type === 'integer')
    return Number.isInteger(value) && (value as number) >= (shape.minimum ?? -Infinity)
      ? []
      : [`${at} must be an integer ≥ ${shape.minimum}`];
  if (shape.type === 'boolean') return typeof value === 'boolean' ? [] : [`${at} must be true or false`];
  if (shape.type === 'string') {
    if (typeof value !== 'string') return [`${at} must be a string`];
    return !shape.pattern || new RegExp(shape.pattern).test(value)
      ? []
      : [`${at} must match ${shape.pattern}`];
  }
  return [];
}

// The CloudNativePG v1 fields this deployment sets, closed to typos (additionalProperties: false).
const secretKey: Shape = {
  type: 'object',
  required: ['name', 'key'],
  additionalProperties: false,
  properties: { name: { type: 'string' }, key: { type: 'string' } },
};
const CNPG_SCHEMAS: Record<string, Shape> = {
  Cluster: {
    type: 'object',
    required: ['instances', 'storage'],
    additionalProperties: false,
    properties: {
      instances: { type: 'integer', minimum: 1 },
      imageName: { type: 'string' },
      primaryUpdateStrategy: { enum: ['unsupervised', 'supervised'] },
      bootstrap: {
        type: 'object',
        additionalProperties: false,
        properties: {
          initdb: {
            type: 'object',
            additionalProperties: false,
            properties: { database: { type: 'string' }, owner: { type: 'string' } },
          },
        },
      },
      storage: {
        type: 'object',
        required: ['size'],
        additionalProperties: false,
        properties: { size: { type: 'string' } },
      },
      walStorage: {
        type: 'object',
        required: ['size'],
        additionalProperties: false,
        properties: { size: { type: 'string' } },
      },
      resources: { type: 'object' },
      affinity: {
        type: 'object',
        additionalProperties: false,
        properties: { enablePodAntiAffinity: { type: 'boolean' }, topologyKey: { type: 'string' } },
      },
      monitoring: {
        type: 'object',
        additionalProperties: false,
        properties: { enablePodMonitor: { type: 'boolean' } },
      },
      backup: {
        type: 'object',
        additionalProperties: false,
        properties: {
          retentionPolicy: { type: 'string', pattern: '^[1-9][0-9]*[dwm]$' },
          barmanObjectStore: {
            type: 'object',
            required: ['destinationPath'],
            additionalProperties: false,
            properties: {
              destinationPath: { type: 'string', pattern: '^(s3|gs|https?)://' },
              s3Credentials: {
                type: 'object',
                additionalProperties: false,
                properties: { accessKeyId: secretKey, secretAccessKey: secretKey },
              },
              wal: {
                type: 'object',
                additionalProperties: false,
                properties: { compression: { enum: ['gzip', 'bzip2', 'snappy'] } },
              },
              data: {
                type: 'object',
                additionalProperties: false,
                properties: { compression: { enum: ['gzip', 'bzip2', 'snappy'] } },
              },
            },
          },
        },
      },
    },
  },
  ScheduledBackup: {
    type: 'object',
    required: ['schedule', 'cluster'],
    additionalProperties: false,
    properties: {
      // Six fields: CloudNativePG's schedule starts with the seconds.
      schedule: { type: 'string', pattern: '^\\S+( \\S+){5}$' },
      backupOwnerReference: { enum: ['none', 'self', 'cluster'] },
      cluster: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { name: { type: 'string' } },
      },
    },
  },
};

function validate(object: K8sObject): string[] {
  if (object.apiVersion === 'postgresql.cnpg.io/v1') {
    const schema = CNPG_SCHEMAS[object.kind];
    if (!schema) return [`no schema for ${object.apiVersion} ${object.kind}`];
    return check(schema, object.spec, `${object.kind} ${object.metadata.name}: spec`);
  }
  // kubernetes-models lays its models out by API group and version: apps/v1 → kubernetes-models/apps/v1.
  let models: Record<string, new (data: unknown) => { validate(): void }>;
  try {
    models = require(`kubernetes-models/${object.apiVersion}`); // eslint-disable-line @typescript-eslint/no-require-imports
  } catch {
    return [`no Kubernetes schema for ${object.apiVersion}`];
  }
  const Model = models[object.kind];
  if (!Model) return [`no Kubernetes schema for ${object.apiVersion} ${object.kind}`];
  try {
    new Model(object).validate();
    return [];
  } catch (err) {
    return [`${object.kind} ${object.metadata.name}: ${(err as Error).message}`];
  }
}

function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

function matches(selector: Record<string, string>, labels: Record<string, string> = {}): boolean {
  return Object.entries(selector).every(([k, v]) => labels[k] === v);
}

describe.each(OVERLAYS)('deploy/overlays/%s', (overlay) => {
  const objects = build(path.join(DEPLOY, 'overlays', overlay));
  const deployments = objects.filter((o) => o.kind === 'Deployment');

  it('validates every object against the Kubernetes API schemas (CloudNativePG against its own)', () => {
    expect(objects.length).toBeGreaterThan(20);
    expect(objects.flatMap(validate)).toEqual([]);
  });

  it('runs the gateway and each service as a Deployment of the image, with probes, requests and limits', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([
      'bookings',
      'gateway',
      'identity',
      'tenants',
      'webhooks',
      'workshops',
    ]);
    for (const deployment of deployments) {
      const [container] = deployment.spec.template.spec.containers;
      expect(container.image).toBe('registry.example.com/coachwork:0.1.0');
      expect(container.args).toEqual([deployment.metadata.name]);
      expect(container.readinessProbe).toBeDefined();
      expect(container.livenessProbe).toBeDefined();
      expect(container.resources.requests).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(container.resources.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
      expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
    }
    // A service is ready when its database and bus are: its /healthz says so.
    for (const name of SERVICES)
      expect(
        find(objects, 'Deployment', name).spec.template.spec.containers[0].readinessProbe.httpGet.path,
      ).toBe('/healthz');
  });

  it('scales the gateway and bookings with an autoscaler, and keeps a budget for every Deployment', () => {
    const autoscalers = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
    expect(autoscalers.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['bookings', 'gateway']);
    for (const hpa of autoscalers) {
      find(objects, 'Deployment', hpa.spec.scaleTargetRef.name);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    }
    for (const deployment of deployments) {
      const podLabels = deployment.spec.template.metadata.labels;
      const budgets = objects.filter(
        (o) => o.kind === 'PodDisruptionBudget' && matches(o.spec.selector.matchLabels, podLabels),
      );
      expect(budgets).toHaveLength(1);
      // A budget that no drain can meet (everything must stay up) would block node maintenance.
      expect(budgets[0]!.spec.minAvailable).toBeLessThan(deployment.spec.replicas);
    }
  });

  it('wires Services, the Ingress and every secret and config reference to objects that exist', () => {
    for (const service of objects.filter((o) => o.kind === 'Service')) {
      const target = deployments.find((d) => matches(service.spec.selector, d.spec.template.metadata.labels));
      expect(target).toBeDefined();
      const portNames = target!.spec.template.spec.containers[0].ports.map((p: { name: string }) => p.name);
      for (const port of service.spec.ports) expect(portNames).toContain(port.targetPort);
    }
    const ingress = find(objects, 'Ingress', 'coachwork');
    const backend = ingress.spec.rules[0].http.paths[0].backend.service;
    const publicService = find(objects, 'Service', backend.name);
    expect(publicService.spec.ports.map((p: { name: string }) => p.name)).toEqual([backend.port.name]);
    // /metrics is not behind the Ingress: the public Service carries the http port only.
    expect(publicService.spec.ports.some((p: { name: string }) => p.name === 'metrics')).toBe(false);

    // Secrets made elsewhere: CloudNativePG writes <cluster>-app with the application user's uri.
    const external = new Map([
      ['coachwork-db-app', ['uri', 'username', 'password', 'host', 'port', 'dbname']],
    ]);
    for (const container of objects.flatMap(containersOf)) {
      for (const from of container.envFrom ?? []) find(objects, 'ConfigMap', from.configMapRef.name);
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (!ref) continue;
        const keys = external.get(ref.name) ?? Object.keys(find(objects, 'Secret', ref.name).data ?? {});
        if (!ref.optional)
          expect({ variable: variable.name, present: keys.includes(ref.key) }).toEqual({
            variable: variable.name,
            present: true,
          });
      }
    }
    const cluster = find(objects, 'Cluster', 'coachwork-db');
    find(objects, 'Secret', cluster.spec.backup.barmanObjectStore.s3Credentials.accessKeyId.name);
    expect(find(objects, 'ScheduledBackup', 'coachwork-db-nightly').spec.cluster.name).toBe('coachwork-db');
  });

  it("gives every process an environment its own configuration accepts (the image's, the ConfigMap's, the secrets')", () => {
    const configMap = find(objects, 'ConfigMap', 'coachwork-config').data!;
    const secrets = Object.fromEntries(
      Object.entries(find(objects, 'Secret', 'coachwork-secrets').data!).map(([k, v]) => [
        k,
        Buffer.from(v, 'base64').toString(),
      ]),
    );
    // Without Stripe keys in the example, the three go together or not at all.
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
      delete secrets[key];
    const envOf = (name: string): Record<string, string> => {
      const container = find(objects, 'Deployment', name).spec.template.spec.containers[0];
      const env: Record<string, string> = { ...configMap };
      for (const variable of container.env)
        if (variable.value !== undefined) env[variable.name] = variable.value;
        else if (variable.valueFrom.secretKeyRef.name === 'coachwork-db-app')
          env[variable.name] = 'postgres://coachwork:x@coachwork-db-rw:5432/coachwork';
        else if (secrets[variable.valueFrom.secretKeyRef.key] !== undefined)
          env[variable.name] = secrets[variable.valueFrom.secretKeyRef.key]!;
      return env;
    };
    const gateway = readGatewayConfig(envOf('gateway'));
    expect(gateway.mode).toBe('distributed');
    expect(gateway.NATS_STREAM_REPLICAS).toBe(overlay === 'production' ? 3 : 1);
    expect(readIdentityConfig(envOf('identity')).PORT).toBe(4101);
    expect(readTenantsConfig(envOf('tenants')).PORT).toBe(4102);
    expect(readWorkshopsConfig(envOf('workshops')).PORT).toBe(4103);
    expect(readBookingsConfig(envOf('bookings')).NODE_ENV).toBe('production');
    expect(readWebhooksConfig(envOf('webhooks')).PORT).toBe(4105);
  });

  it('migrates each service once per rollout, one after another, before bookings', () => {
    const job = find(objects, 'Job', 'coachwork-migrate');
    expect(containersOf(job).map((c) => c.args)).toEqual(SERVICES.map((s) => ['migrate', s]));
    expect(job.spec.template.spec.restartPolicy).toBe('OnFailure');
  });
});

describe('deploy/nats/values.yaml (the official NATS chart)', () => {
  const values = YAML.parse(fs.readFileSync(path.join(DEPLOY, 'nats/values.yaml'), 'utf8'));

  it('runs JetStream on a 3-node cluster with file storage, as many nodes as the stream has copies', () => {
    expect(values.config.cluster).toEqual({ enabled: true, replicas: 3 });
    expect(values.config.jetstream.enabled).toBe(true);
    expect(values.config.jetstream.fileStore.pvc.enabled).toBe(true);
    const production = build(path.join(DEPLOY, 'overlays/production'));
    expect(Number(find(production, 'ConfigMap', 'coachwork-config').data!.NATS_STREAM_REPLICAS)).toBe(
      values.config.cluster.replicas,
    );
  });
});
