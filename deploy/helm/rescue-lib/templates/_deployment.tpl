{{/* The part's Deployment. Call with the chart's root context: include "rescue-lib.deployment" . */}}
{{- define "rescue-lib.deployment" -}}
{{- $c := dict "Values" (include "rescue-lib.values" . | fromYaml) "Chart" .Chart "Release" .Release -}}
{{- $v := $c.Values -}}
{{- include "rescue-lib.checkEnv" $c -}}
{{- $name := include "rescue-lib.name" $c -}}
{{- $env := deepCopy $v.env -}}
{{- if eq $v.component "service" }}
{{- $env = merge $env (include "rescue-lib.serviceUrls" $c | fromYaml) (dict "HOST" "0.0.0.0" "NODE_ENV" "production") -}}
{{- else if eq $v.component "gateway" }}
{{- $env = merge $env (dict "HOST" "0.0.0.0" "NODE_ENV" "production") -}}
{{- end }}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $name }}
  labels:
    {{- include "rescue-lib.labels" $c | nindent 4 }}
spec:
  {{- if not $v.autoscaling.enabled }}
  replicas: {{ $v.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels:
      {{- include "rescue-lib.selectorLabels" $c | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate:
      # A new pod is ready before an old one goes: an upgrade never lowers capacity.
      maxSurge: 1
      maxUnavailable: 0
  template:
    metadata:
      labels:
        {{- include "rescue-lib.labels" $c | nindent 8 }}
      {{- with $v.podAnnotations }}
      annotations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    spec:
      automountServiceAccountToken: false
      # No <SERVICE>_PORT=tcp://... variables for every Service in the namespace: the services
      # read AUTH_PORT, INCIDENTS_PORT... as their own listening port.
      enableServiceLinks: false
      {{- with $v.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        runAsNonRoot: true
        runAsUser: {{ $v.runAsUser }}
        runAsGroup: {{ $v.runAsUser }}
        seccompProfile:
          type: RuntimeDefault
      terminationGracePeriodSeconds: {{ $v.terminationGracePeriodSeconds }}
      # Replicas on different nodes where the cluster has them, so one node's loss is one pod.
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- include "rescue-lib.selectorLabels" $c | nindent 14 }}
      {{- with $v.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $v.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ $name }}
          image: {{ include "rescue-lib.image" $c | quote }}
          imagePullPolicy: {{ $v.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $v.port }}
              protocol: TCP
            {{- range $v.extraPorts }}
            - name: {{ .name }}
              containerPort: {{ .port }}
              protocol: TCP
            {{- end }}
          {{- if or $env $v.secretEnv }}
          env:
            {{- range $key, $value := $env }}
            - name: {{ $key }}
              value: {{ $value | toString | quote }}
            {{- end }}
            {{- range $key, $ref := $v.secretEnv }}
            - name: {{ $key }}
              valueFrom:
                secretKeyRef:
                  name: {{ $ref.secret }}
                  key: {{ $ref.key | quote }}
                  {{- if $ref.optional }}
                  optional: true
                  {{- end }}
            {{- end }}
          {{- end }}
          {{- with $v.envFrom }}
          envFrom:
            {{- toYaml . | nindent 12 }}
          {{- end }}
          startupProbe:
            httpGet:
              path: {{ $v.probes.liveness }}
              port: http
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: {{ $v.probes.startupFailureThreshold }}
          livenessProbe:
            httpGet:
              path: {{ $v.probes.liveness }}
              port: http
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: {{ $v.probes.livenessFailureThreshold }}
          readinessProbe:
            httpGet:
              path: {{ $v.probes.readiness }}
              port: http
            periodSeconds: 5
            timeoutSeconds: 2
            failureThreshold: 2
          lifecycle:
            preStop:
              sleep:
                seconds: {{ $v.preStopSleepSeconds }}
          resources:
            {{- toYaml $v.resources | nindent 12 }}
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop: [ALL]
          volumeMounts:
            # The only writable place: the root file system is read-only.
            - name: tmp
              mountPath: /tmp
            {{- with $v.extraVolumeMounts }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
      volumes:
        - name: tmp
          emptyDir:
            sizeLimit: 64Mi
        {{- with $v.extraVolumes }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
{{- end }}
