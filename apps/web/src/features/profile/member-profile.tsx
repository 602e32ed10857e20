import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { PencilIcon } from 'lucide-react';
import { avatarInitials, REMINDER_DAY_OPTIONS } from '@lectern/domain';
import {
  Avatar,
  AvatarFallback,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormField,
  InputField,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { CheckboxField, SelectField } from './profile-form-fields';
import {
  memberFormValues,
  memberProfileInput,
  validateMemberForm,
  type MemberFormValues,
  type Profile,
} from './profile-values';
import { PROFILE_TEXT as TEXT } from './text';

const F = TEXT.fields;
const id = (field: string) => `profile-${field}`;

const REMINDER_OPTIONS = Object.fromEntries(
  REMINDER_DAY_OPTIONS.map((days) => [String(days), TEXT.reminderDay(days)]),
);

/** The domain schema decides; its messages land under the fields they belong to. */
const resolver: Resolver<MemberFormValues> = (values) => {
  const messages = validateMemberForm(values);
  const entries = Object.entries(messages);
  if (entries.length === 0) return { values, errors: {} };
  const errors: FieldErrors<MemberFormValues> = {};
  for (const [field, message] of entries)
    (errors as Record<string, { type: string; message: string }>)[field] = {
      type: 'validate',
      message,
    };
  return { values: {}, errors };
};

function useSaveMemberProfile(clubId: number, onSaved: (profile: Profile) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.saveMember.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.profile.get.queryKey({ clubId }), saved);
        toast({ title: TEXT.updated.title, description: TEXT.updated.description });
        onSaved(saved);
        await queryClient.invalidateQueries({ queryKey: trpc.members.pathKey() });
      },
      onError: (error) =>
        signInOrFailureToast(error, {
          title: TEXT.failed.title,
          description: TEXT.failed.description,
        }),
    }),
  );
}

/** My Profile: five tabs, read-only until 'Edit Profile'. */
export function MemberProfile({ clubId, profile }: { clubId: number; profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const form = useForm<MemberFormValues>({
    defaultValues: memberFormValues(profile),
    resolver,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const save = useSaveMemberProfile(clubId, (saved) => {
    form.reset(memberFormValues(saved));
    setEditing(false);
  });
  const readOnly = !editing;
  const user = profile.user;

  const cancel = () => {
    form.reset(memberFormValues(profile));
    setEditing(false);
  };
  const submit = form.handleSubmit((values) =>
    save.mutate({ clubId, ...memberProfileInput(values) }),
  );
  const text = (field: keyof MemberFormValues) => ({ readOnly, ...register(field) });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PageHeader
        title={TEXT.title}
        description={TEXT.description}
        actions={
          editing ? (
            <>
              <Button type="button" variant="outline" onClick={cancel} disabled={save.isPending}>
                {TEXT.cancel}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? TEXT.saving : TEXT.save}
              </Button>
            </>
          ) : (
            <Button type="button" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden />
              {TEXT.edit}
            </Button>
          )
        }
      />
      <Tabs defaultValue="basic">
        <TabsList className="w-full justify-start">
          <TabsTrigger value="basic">{TEXT.tabs.basic}</TabsTrigger>
          <TabsTrigger value="club">{TEXT.tabs.club}</TabsTrigger>
          <TabsTrigger value="availability">{TEXT.tabs.availability}</TabsTrigger>
          <TabsTrigger value="mentorship">{TEXT.tabs.mentorship}</TabsTrigger>
          <TabsTrigger value="preferences">{TEXT.tabs.preferences}</TabsTrigger>
        </TabsList>

        <TabsContent value="basic">
          <Card>
            <CardHeader className="flex flex-row items-center gap-4">
              <Avatar className="size-14">
                <AvatarFallback className="text-lg">{avatarInitials(user)}</AvatarFallback>
              </Avatar>
              <p className="text-sm text-muted-foreground">{F.readOnlyHint}</p>
            </CardHeader>
            <CardContent className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  id={id('firstName')}
                  label={F.firstName}
                  value={user.firstName ?? ''}
                  readOnly
                />
                <InputField
                  id={id('lastName')}
                  label={F.lastName}
                  value={user.lastName ?? ''}
                  readOnly
                />
              </div>
              <InputField
                id={id('email')}
                label={F.email}
                type="email"
                value={user.email ?? ''}
                readOnly
              />
              <FormField id={id('bio')} label={F.bio} error={errors.bio?.message}>
                {(control) => <Textarea {...control} rows={4} {...text('bio')} />}
              </FormField>
              <FormField id={id('goals')} label={F.goals} error={errors.goals?.message}>
                {(control) => <Textarea {...control} rows={3} {...text('goals')} />}
              </FormField>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="club">
          <Card>
            <CardContent className="space-y-4">
              <InputField
                id={id('tmiMemberNumber')}
                label={F.tmiMemberNumber}
                error={errors.tmiMemberNumber?.message}
                {...text('tmiMemberNumber')}
              />
              <SelectField
                control={control}
                name="preferredSpeechFrequency"
                id={id('preferredSpeechFrequency')}
                label={F.preferredSpeechFrequency}
                options={TEXT.speechFrequency}
                placeholder={TEXT.notSet}
                disabled={readOnly}
              />
              <FormField
                id={id('rolePreferences')}
                label={F.rolePreferences}
                error={errors.rolePreferences?.message}
              >
                {(control) => <Textarea {...control} rows={3} {...text('rolePreferences')} />}
              </FormField>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="availability">
          <Card>
            <CardContent className="space-y-4">
              <InputField
                id={id('availableWeekdays')}
                label={F.availableWeekdays}
                error={errors.availableWeekdays?.message}
                placeholder={F.availableWeekdaysPlaceholder}
                {...text('availableWeekdays')}
              />
              <CheckboxField
                control={control}
                name="availableWeekends"
                id={id('availableWeekends')}
                label={F.availableWeekends}
                disabled={readOnly}
              />
              <InputField
                id={id('dietaryRestrictions')}
                label={F.dietaryRestrictions}
                error={errors.dietaryRestrictions?.message}
                {...text('dietaryRestrictions')}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  id={id('emergencyContact')}
                  label={F.emergencyContact}
                  error={errors.emergencyContact?.message}
                  {...text('emergencyContact')}
                />
                <InputField
                  id={id('emergencyPhone')}
                  label={F.emergencyPhone}
                  error={errors.emergencyPhone?.message}
                  type="tel"
                  {...text('emergencyPhone')}
                />
              </div>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="mentorship">
          <Card>
            <CardContent className="space-y-4">
              <SelectField
                control={control}
                name="mentorshipStatus"
                id={id('mentorshipStatus')}
                label={F.mentorshipStatus}
                options={TEXT.mentorshipStatus}
                disabled={readOnly}
              />
              <FormField
                id={id('mentorshipExperience')}
                label={F.mentorshipExperience}
                error={errors.mentorshipExperience?.message}
              >
                {(control) => <Textarea {...control} rows={3} {...text('mentorshipExperience')} />}
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <InputField
                  id={id('mentoringAreas')}
                  label={F.mentoringAreas}
                  description={F.areasHint}
                  error={errors.mentoringAreas?.message}
                  {...text('mentoringAreas')}
                />
                <InputField
                  id={id('seekingMentorshipIn')}
                  label={F.seekingMentorshipIn}
                  description={F.areasHint}
                  error={errors.seekingMentorshipIn?.message}
                  {...text('seekingMentorshipIn')}
                />
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  control={control}
                  name="mentorshipAvailability"
                  id={id('mentorshipAvailability')}
                  label={F.mentorshipAvailability}
                  options={TEXT.mentorshipAvailability}
                  disabled={readOnly}
                />
                <SelectField
                  control={control}
                  name="mentorshipFormat"
                  id={id('mentorshipFormat')}
                  label={F.mentorshipFormat}
                  options={TEXT.mentorshipFormat}
                  disabled={readOnly}
                />
              </div>
              <FormField
                id={id('mentorshipGoals')}
                label={F.mentorshipGoals}
                error={errors.mentorshipGoals?.message}
              >
                {(control) => <Textarea {...control} rows={3} {...text('mentorshipGoals')} />}
              </FormField>
              <CheckboxField
                control={control}
                name="mentorshipEmailNotifications"
                id={id('mentorshipEmailNotifications')}
                label={F.mentorshipEmailNotifications}
                disabled={readOnly}
              />
              <CheckboxField
                control={control}
                name="mentorshipAppNotifications"
                id={id('mentorshipAppNotifications')}
                label={F.mentorshipAppNotifications}
                disabled={readOnly}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="preferences">
          <Card>
            <CardContent className="space-y-4">
              <CheckboxField
                control={control}
                name="emailNotifications"
                id={id('emailNotifications')}
                label={F.emailNotifications}
                disabled={readOnly}
              />
              <CheckboxField
                control={control}
                name="appNotifications"
                id={id('appNotifications')}
                label={F.appNotifications}
                disabled={readOnly}
              />
              <CheckboxField
                control={control}
                name="offerNotifications"
                id={id('offerNotifications')}
                label={F.offerNotifications}
                disabled={readOnly}
              />
              <SelectField
                control={control}
                name="reminderDays"
                id={id('reminderDays')}
                label={F.reminderDays}
                options={REMINDER_OPTIONS}
                disabled={readOnly}
              />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </form>
  );
}
