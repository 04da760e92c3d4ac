# syntax=docker/dockerfile:1
# One image for every Coachwork process; its command picks which (see scripts/coachwork-process.js):
#   docker run IMAGE gateway | identity | tenants | workshops | bookings | webhooks | migrate <service>
# Build: docker build -t coachwork:VERSION .   (docs/operations.md, "Deploying on Kubernetes")

# Stage 1: install everything, build the API (tsc) and the five front ends (webpack).
FROM node:20-bookworm-slim AS build
WORKDIR /src
# The manifests first, so a code change does not install the packages again.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/service-kit/package.json packages/service-kit/
COPY packages/test-support/package.json packages/test-support/
COPY packages/web-kit/package.json packages/web-kit/
COPY services/identity/package.json services/identity/
COPY services/tenants/package.json services/tenants/
COPY services/workshops/package.json services/workshops/
COPY services/bookings/package.json services/bookings/
COPY services/webhooks/package.json services/webhooks/
COPY gateway/package.json gateway/
COPY shell/package.json shell/
COPY mfe-identity/package.json mfe-identity/
COPY mfe-tenants/package.json mfe-tenants/
COPY mfe-workshops/package.json mfe-workshops/
COPY mfe-bookings/package.json mfe-bookings/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# Only what runs: built output, migrations, built front ends and the run-time packages (no dev tools).
RUN node scripts/image-tree.mjs /app

# Stage 2: the run-time image.
FROM node:20-bookworm-slim
# tini is PID 1: it forwards SIGTERM to node (which then drains requests and events) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# The code belongs to root and is read-only to the process; only /data (uploads, mail copies) is its.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
WORKDIR /app
USER node
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--", "node", "/app/scripts/coachwork-process.js"]
CMD ["gateway"]
