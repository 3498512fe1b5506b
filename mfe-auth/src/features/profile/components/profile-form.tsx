import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATARS,
  Button,
  JERSEYS,
  type Profile,
  type ProfileResponse,
  type UpdatePhotoResponse,
  updateSession,
  useToast,
} from '@fc/shared';
import { Card, TextField } from '@fc/shared/ui';
import {
  CLUB_NAME_MAX_LENGTH,
  CLUB_NAME_MIN_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  validateClubName,
  validateDescription,
  validateNickname,
} from '@fc/shared/contracts/validation';
import { UseProfileRequest } from '@fc/shared/contracts';
import { Type } from '@fc/shared/forms';
import { useForm } from '../../../lib/use-form';
import formStyles from '../../../components/form.module.css';
import { useUpdatePhoto } from '../api/update-photo';
import { useSaveProfile } from '../api/use-profile';
import { Avatar, isAvatarKey } from './avatar';
import { isJerseyKey, Jersey } from './jersey';
import styles from './profile-form.module.css';

interface ProfileFormProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/** Every editable field, as /player/useProfile takes it. */
const PROFILE_FORM = Type.Required(UseProfileRequest);

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const save = useSaveProfile();
  const savePhoto = useUpdatePhoto();
  // The avatar picked here is also the account's photo, which only /setting/updatePhoto changes. This is
  // the avatar the photo was last saved as, so a photo that failed to save still counts as a change.
  const [photo, setPhoto] = useState(profile.avatar);

  const form = useForm({
    schema: PROFILE_FORM,
    initial: {
      nickName: profile.nickName,
      clubName: profile.clubName,
      description: profile.description,
      avatar: isAvatarKey(profile.avatar) ? profile.avatar : AVATARS[0],
      jersey: isJerseyKey(profile.jersey) ? profile.jersey : JERSEYS[0],
    },
    validate: (values) => {
      const club = values.clubName.trim();
      const description = values.description.trim();
      const clubNameError = () => {
        if (!club && !profile.clubName) return undefined;
        if (club.length < CLUB_NAME_MIN_LENGTH || club.length > CLUB_NAME_MAX_LENGTH) {
          return t('validation.clubNameLength', { min: CLUB_NAME_MIN_LENGTH, max: CLUB_NAME_MAX_LENGTH });
        }
        return validateClubName(club) ? t('validation.clubNameCharacters') : undefined;
      };
      const descriptionError = () => {
        if (description.length > DESCRIPTION_MAX_LENGTH) return t('validation.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH });
        return validateDescription(description) ? t('validation.descriptionCharacters') : undefined;
      };
      return {
        nickName: validateNickname(values.nickName) ? t('errors:NICKNAME_INVALID') : undefined,
        clubName: clubNameError(),
        description: descriptionError(),
      };
    },
    codeFields: { NICKNAME_INVALID: 'nickName' },
  });

  const { values } = form;
  const dirty =
    values.nickName !== profile.nickName ||
    values.clubName !== profile.clubName ||
    values.description !== profile.description ||
    values.avatar !== profile.avatar ||
    values.jersey !== profile.jersey ||
    values.avatar !== photo;
  const pending = save.isPending || savePhoto.isPending;

  const onSubmit = form.handleSubmit(async (current) => {
    const edited: UseProfileRequest = {
      nickName: current.nickName.trim(),
      clubName: current.clubName.trim(),
      description: current.description.trim(),
      avatar: current.avatar,
      jersey: current.jersey,
    };
    // Only what changed: an untouched field the server would now refuse (say, an empty club name) stays out of it.
    const changes = Object.fromEntries(
      Object.entries(edited).filter(([key, value]) => value !== profile[key as keyof UseProfileRequest]),
    ) as UseProfileRequest;
    // The profile first: when it is refused, the photo is left as it was too.
    if (Object.keys(changes).length) {
      let saved: ProfileResponse;
      try {
        saved = await save.mutateAsync(changes);
      } catch (error) {
        form.showServerError(error);
        return;
      }
      updateSession({
        nickName: saved.nickName,
        clubName: saved.clubName,
        avatar: saved.avatar,
        introduction: saved.description,
      });
      onSaved(saved);
    }
    if (current.avatar !== photo) {
      let saved: UpdatePhotoResponse;
      try {
        saved = await savePhoto.mutateAsync({ photo: current.avatar });
      } catch (error) {
        form.showServerError(error);
        return;
      }
      setPhoto(saved.photo);
      updateSession({ photo: saved.photo });
    }
    toast.success(t('profile.saved'));
  });

  const description = form.text('description');

  return (
    <form ref={form.formRef} className={styles.layout} onSubmit={onSubmit} noValidate>
      <Card className={styles.summary}>
        <Avatar avatar={values.avatar} size={88} label={t('profile.currentAvatar')} />
        <div className={styles.identity}>
          <strong className={styles.name} data-testid="profile-nickname">
            {values.nickName || t('profile.noNickname')}
          </strong>
          <span className={styles.email} data-testid="profile-email">
            {profile.email}
          </span>
          {values.clubName ? <span className={styles.club}>{values.clubName}</span> : null}
        </div>
        <span className={styles.summaryJersey}>
          <Jersey jersey={values.jersey} size={64} label={t(`profile.jerseys.${values.jersey}`, values.jersey)} />
        </span>
      </Card>

      <div className={styles.column}>
        <Card className={styles.section}>
          <fieldset className={styles.picker}>
            <legend className={styles.legend}>{t('profile.avatar')}</legend>
            <div className={styles.choices} data-testid="avatar-choices">
              {AVATARS.map((key, index) => (
                <label key={key} className={styles.choice} title={t('profile.avatarOption', { number: index + 1 })}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="avatar"
                    value={key}
                    checked={values.avatar === key}
                    onChange={() => form.setValue('avatar', key)}
                  />
                  <span className={styles.swatch}>
                    <Avatar avatar={key} size={52} />
                  </span>
                  <span className={formStyles.srOnly}>{t('profile.avatarOption', { number: index + 1 })}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles.picker}>
            <legend className={styles.legend}>{t('profile.jersey')}</legend>
            <div className={styles.choices} data-testid="jersey-choices">
              {JERSEYS.map((key) => (
                <label key={key} className={styles.choice} title={t(`profile.jerseys.${key}`)}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="jersey"
                    value={key}
                    checked={values.jersey === key}
                    onChange={() => form.setValue('jersey', key)}
                  />
                  <span className={styles.swatch}>
                    <Jersey jersey={key} size={52} />
                  </span>
                  <span className={formStyles.srOnly}>{t(`profile.jerseys.${key}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Card>

        <Card className={styles.section}>
          <TextField label={t('fields.email')} value={profile.email} readOnly disabled name="email-readonly" />
          <div className={styles.twoColumns}>
            <TextField
              {...form.text('nickName')}
              label={t('fields.nickname')}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX_LENGTH}
            />
            <TextField
              {...form.text('clubName')}
              label={t('fields.clubName')}
              autoComplete="organization"
              maxLength={CLUB_NAME_MAX_LENGTH}
            />
          </div>
          <div className={styles.textarea}>
            <label htmlFor="profile-description">{t('fields.description')}</label>
            <textarea
              id="profile-description"
              name={description.name}
              ref={description.ref}
              onChange={description.onChange}
              onBlur={description.onBlur}
              rows={4}
              aria-invalid={description.error ? true : undefined}
              aria-describedby="profile-description-help"
            />
            <div id="profile-description-help" className={styles.help}>
              {description.error ? (
                <span className={styles.error}>{description.error}</span>
              ) : (
                <span>{t('profile.descriptionHint')}</span>
              )}
              <span className={styles.counter} aria-hidden="true">
                {values.description.length}/{DESCRIPTION_MAX_LENGTH}
              </span>
            </div>
          </div>
          {form.formError ? (
            <p role="alert" className={styles.error}>
              {form.formError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={pending} disabled={pending || !dirty}>
              {t('common:save')}
            </Button>
          </div>
        </Card>
      </div>
    </form>
  );
}
