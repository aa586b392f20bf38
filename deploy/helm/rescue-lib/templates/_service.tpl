{{/* The part's Service, named like the part (http://<name>:<port>). */}}
{{- define "rescue-lib.service" -}}
{{- $c := dict "Values" (include "rescue-lib.values" . | fromYaml) "Chart" .Chart "Release" .Release -}}
{{- $v := $c.Values -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "rescue-lib.name" $c }}
  labels:
    {{- include "rescue-lib.labels" $c | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "rescue-lib.selectorLabels" $c | nindent 4 }}
  ports:
    - name: http
      port: {{ $v.port }}
      targetPort: http
      protocol: TCP
    {{- range $v.extraPorts }}
    - name: {{ .name }}
      port: {{ .port }}
      targetPort: {{ .name }}
      protocol: TCP
    {{- end }}
{{- end }}
