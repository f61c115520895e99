#!/bin/sh
# The bucket-init service (minio/mc image), run to completion before the app starts, at every
# `docker compose up`; each step is safe to repeat. Creates the bucket, and the app's own
# MinIO user limited to that bucket by app-policy.json (the app never holds the root key).
set -eu

: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${BUCKET:?}"
: "${APP_ACCESS_KEY:?}" "${APP_SECRET_KEY:?}"
policy=viewfinder-bucket-rw

mc alias set store http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"
mc mb --ignore-existing "store/$BUCKET"
# Adding an existing user sets its secret key: a changed APP_SECRET_KEY takes effect here.
mc admin user add store "$APP_ACCESS_KEY" "$APP_SECRET_KEY"
mc admin policy create store "$policy" /docker/minio/app-policy.json
# Attaching a policy the user already has is an error, so look first.
user_info=$(mc admin user info store "$APP_ACCESS_KEY")
case "$user_info" in
  *"$policy"*) echo "User $APP_ACCESS_KEY already has policy $policy" ;;
  *) mc admin policy attach store "$policy" --user "$APP_ACCESS_KEY" ;;
esac
