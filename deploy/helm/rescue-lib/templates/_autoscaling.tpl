{{/* HorizontalPodAutoscaler (autoscaling/v2) on CPU, and memory when set; empty when autoscaling is off. */}}
{{- define "rescue-lib.hpa" -}}
{{- $c := dict "Values" (include "rescue-lib.values" . | fromYaml) "Chart" .Chart "Release" .Release -}}
{{- $v := $c.Values -}}
{{- if $v.autoscaling.enabled -}}
{{- $name := include "rescue-lib.name" $c -}}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ $name }}
  labels:
    {{- include "rescue-lib.labels" $c | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ $name }}
  minReplicas: {{ $v.autoscaling.minReplicas }}
  maxReplicas: {{ $v.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $v.autoscaling.targetCPUUtilizationPercentage }}
    {{- with $v.autoscaling.targetMemoryUtilizationPercentage }}
    - type: Resource
      resource:
        name: memory
        target:
          type: Utilization
          averageUtilization: {{ . }}
    {{- end }}
{{- end }}
{{- end }}

{{/* PodDisruptionBudget (policy/v1): a node drain takes at most maxUnavailable pods at a time. */}}
{{- define "rescue-lib.pdb" -}}
{{- $c := dict "Values" (include "rescue-lib.values" . | fromYaml) "Chart" .Chart "Release" .Release -}}
{{- $v := $c.Values -}}
{{- if $v.podDisruptionBudget.enabled -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "rescue-lib.name" $c }}
  labels:
    {{- include "rescue-lib.labels" $c | nindent 4 }}
spec:
  maxUnavailable: {{ $v.podDisruptionBudget.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "rescue-lib.selectorLabels" $c | nindent 6 }}
{{- end }}
{{- end }}
