{{/*
Chart name, truncated to the 63 characters of a DNS label.
*/}}
{{- define "newsroom.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Fully qualified release name: <release>-<chart>, or the release name alone when it holds the chart name.
*/}}
{{- define "newsroom.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Chart name and version, for the helm.sh/chart label.
*/}}
{{- define "newsroom.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Name of one component's Deployment and Service: <fullname>-<component>.
Call with (dict "root" $ "component" "auth").
*/}}
{{- define "newsroom.componentName" -}}
{{- printf "%s-%s" (include "newsroom.fullname" .root) .component | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Selector labels of one component. Call with (dict "root" $ "component" "auth").
*/}}
{{- define "newsroom.selectorLabels" -}}
app.kubernetes.io/name: {{ include "newsroom.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/*
Common labels of one component. Call with (dict "root" $ "component" "auth").
*/}}
{{- define "newsroom.labels" -}}
helm.sh/chart: {{ include "newsroom.chart" .root }}
{{ include "newsroom.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
app.kubernetes.io/part-of: newsroom
{{- end }}

{{/*
The image reference; the tag defaults to the chart's appVersion.
*/}}
{{- define "newsroom.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag | toString) }}
{{- end }}

{{/*
One environment variable from a plain value or, when secret is set, from that Secret's key.
Call with (dict "name" "NEWSROOM_DATABASE_URL" "value" "..." "secret" "" "key" "database-url").
*/}}
{{- define "newsroom.envValueOrSecret" -}}
- name: {{ .name }}
{{- if .secret }}
  valueFrom:
    secretKeyRef:
      name: {{ .secret }}
      key: {{ required (printf "a Secret key is required for %s" .name) .key }}
{{- else }}
  value: {{ required (printf "a value is required for %s" .name) .value | quote }}
{{- end }}
{{- end }}

{{/*
The environment every pod shares, then the component's extra env (a map NAME: value).
Call with (dict "root" $ "extra" .Values.auth.env).
*/}}
{{- define "newsroom.commonEnv" -}}
- name: RUST_LOG
  value: {{ .root.Values.logLevel | quote }}
{{- range $name, $value := .extra }}
- name: {{ $name }}
  value: {{ $value | quote }}
{{- end }}
{{- end }}

{{/*
Pod-level settings every Deployment shares: pull secrets, security context, scheduling, the /tmp volume.
Call with the root context.
*/}}
{{- define "newsroom.podSettings" -}}
securityContext:
  {{- toYaml .Values.podSecurityContext | nindent 2 }}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
volumes:
  - name: tmp
    emptyDir: {}
{{- end }}

{{/*
Container-level settings every container shares: image, security context, the /tmp mount.
Call with the root context.
*/}}
{{- define "newsroom.containerSettings" -}}
image: {{ include "newsroom.image" . }}
imagePullPolicy: {{ .Values.image.pullPolicy }}
securityContext:
  {{- toYaml .Values.securityContext | nindent 2 }}
volumeMounts:
  - name: tmp
    mountPath: /tmp
{{- end }}
