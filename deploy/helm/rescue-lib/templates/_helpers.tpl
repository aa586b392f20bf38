{{/*
The library's defaults: a part's chart sets only what differs (its values.yaml). Every named
template below reads the merged values through "rescue-lib.values", so a chart whose values
leave out a section still renders.
*/}}
{{- define "rescue-lib.defaults" -}}
# service (a Koa service), gateway or web (a front-end area's static files). NetworkPolicies
# select pods by it: services accept the gateway and each other, web parts the gateway only.
component: service
image:
  # Empty: global.imageRegistry (the umbrella's), else none (the repository as written).
  registry: ""
  repository: ""
  # Empty: global.imageTag (the umbrella's), else the chart's appVersion. Set it per release:
  # --set image.tag=<tag>.
  tag: ""
  pullPolicy: IfNotPresent
imagePullSecrets: []
port: 8080
# Further container ports, each {name, port}, also published by the Service.
extraPorts: []
# Used when autoscaling is off; with it on, the HorizontalPodAutoscaler owns the count.
replicas: 2
autoscaling:
  enabled: true
  minReplicas: 2
  maxReplicas: 6
  targetCPUUtilizationPercentage: 70
  # Set (e.g. 80) to scale on memory as well.
  targetMemoryUtilizationPercentage: null
podDisruptionBudget:
  enabled: true
  maxUnavailable: 1
resources:
  requests: { cpu: 50m, memory: 128Mi }
  limits: { memory: 256Mi }
probes:
  liveness: /healthz
  readiness: /readyz
  # Liveness failures in a row (10 s apart) before the container is restarted.
  livenessFailureThreshold: 3
  # How long a new container may take to answer its liveness path at all (5 s steps).
  startupFailureThreshold: 60
# The image's user: node's `node` (1000) or nginx-unprivileged's `nginx` (101). Numeric, so the
# kubelet can check runAsNonRoot.
runAsUser: 1000
# Plain settings. Never a secret here: see secretEnv.
env: {}
# Secrets by reference only: NAME: { secret: <Secret name>, key: <key>, optional: false }.
secretEnv: {}
# Raw envFrom entries (e.g. a ConfigMap another chart makes).
envFrom: []
networkPolicy:
  enabled: true
  # Components whose pods may connect to this one's ports; ignored when fromAnywhere.
  from: [gateway, service]
  fromAnywhere: false
  # More raw ingress rules, e.g. a monitoring namespace scraping /metrics.
  extraIngress: []
terminationGracePeriodSeconds: 20
# Seconds a stopping pod keeps serving while it is taken out of the Service's endpoints.
preStopSleepSeconds: 5
# More volumes and their mounts (raw), e.g. the incidents working set's snapshot folder.
extraVolumes: []
extraVolumeMounts: []
podAnnotations: {}
nodeSelector: {}
tolerations: []
{{- end }}

{{/* The chart's values over the library's defaults, as a dict: (include "rescue-lib.values" .) | fromYaml */}}
{{- define "rescue-lib.values" -}}
{{- $defaults := include "rescue-lib.defaults" . | fromYaml -}}
{{- mergeOverwrite $defaults (deepCopy .Values) | toYaml -}}
{{- end }}

{{/*
The part's name: its Deployment, Service and DNS name (auth, incidents, gateway, mfe-ngo...),
fixed rather than release-prefixed, since parts released by different teams find each other
by it (http://auth:4001, http://mfe-ngo:8080).
*/}}
{{- define "rescue-lib.name" -}}
{{- .Values.name | default .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end }}

{{- define "rescue-lib.tag" -}}
{{- .Values.image.tag | default (dig "global" "imageTag" "" .Values) | default .Chart.AppVersion | toString -}}
{{- end }}

{{/* registry/repository:tag, the registry from image.registry or global.imageRegistry. */}}
{{- define "rescue-lib.image" -}}
{{- $registry := .Values.image.registry | default (dig "global" "imageRegistry" "" .Values) -}}
{{- $repository := ternary (printf "%s/%s" (trimSuffix "/" $registry) .Values.image.repository) .Values.image.repository (ne $registry "") -}}
{{- printf "%s:%s" $repository (include "rescue-lib.tag" .) -}}
{{- end }}

{{/* Never changes over a part's life: a Deployment's selector is immutable. */}}
{{- define "rescue-lib.selectorLabels" -}}
app.kubernetes.io/name: {{ include "rescue-lib.name" . }}
app.kubernetes.io/part-of: rescue
{{- end }}

{{- define "rescue-lib.labels" -}}
{{ include "rescue-lib.selectorLabels" . }}
app.kubernetes.io/component: {{ .Values.component }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ include "rescue-lib.tag" . | trunc 63 | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" }}
{{- end }}

{{/*
Where every service finds the others (service-kit's <NAME>_URL), by their fixed Service
names; a chart's own env overrides any of them.
*/}}
{{- define "rescue-lib.serviceUrls" -}}
AUTH_URL: http://auth:4001
INCIDENTS_URL: http://incidents:4002
VOLUNTEER_URL: http://volunteer:4003
DOCUSIGN_URL: http://docusign:4004
NOTIFICATIONS_URL: http://notifications:4005
{{- end }}

{{/* A name that says it holds a secret must come from secretEnv, never from env. */}}
{{- define "rescue-lib.checkEnv" -}}
{{- range $name, $value := .Values.env }}
{{- if regexMatch "(PASSWORD|SECRET|PRIVATE_KEY|API_KEY|MONGO_URL|SMTP_URL)$" $name }}
{{- fail (printf "env.%s looks like a secret: reference it in secretEnv (a Secret's name and key) instead" $name) }}
{{- end }}
{{- end }}
{{- range $name, $ref := .Values.secretEnv }}
{{- if not (and $ref.secret $ref.key) }}
{{- fail (printf "secretEnv.%s needs both secret (a Secret's name) and key" $name) }}
{{- end }}
{{- end }}
{{- end }}
