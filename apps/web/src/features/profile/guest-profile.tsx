import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { InfoIcon } from 'lucide-react';
import { GUEST_MEMBERSHIP_STEPS, guestProfileSchema } from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  FormField,
  InputField,
  PageHeader,
  Textarea,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { CheckboxField } from './profile-form-fields';
import type { Profile } from './profile-values';
import { GUEST_PROFILE_TEXT as TEXT } from './text';

interface GuestFormValues {
  interests: string;
  howHeardAboutClub: string;
  visitationGoals: string;
  dietaryRestrictions: string;
  emergencyContact: string;
  emergencyPhone: string;
  emailNotifications: boolean;
}

type TextField = Exclude<keyof GuestFormValues, 'emailNotifications'>;

function guestFormValues(profile: Profile): GuestFormValues {
  return {
    interests: profile.interests ?? '',
    howHeardAboutClub: profile.howHeardAboutClub ?? '',
    visitationGoals: profile.visitationGoals ?? '',
    dietaryRestrictions: profile.dietaryRestrictions ?? '',
    emergencyContact: profile.emergencyContact ?? '',
    emergencyPhone: profile.emergencyPhone ?? '',
    emailNotifications: profile.emailNotifications,
  };
}

const id = (field: keyof GuestFormValues) => `guest-${field}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Guest Profile: the guest's own sections, the steps to membership, 'Update Profile'. */
export function GuestProfile({ clubId, profile }: { clubId: number; profile: Profile }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<GuestFormValues>({ defaultValues: guestFormValues(profile) });
  const { errors } = form.formState;
  const save = useMutation(
    trpc.profile.saveGuest.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.profile.get.queryKey({ clubId }), saved);
        form.reset(guestFormValues(saved));
        toast({ title: TEXT.savedTitle, description: TEXT.saved });
      },
      onError: (error) =>
        signInOrFailureToast(error, {
          title: TEXT.failed.title,
          description: TEXT.failed.description,
        }),
    }),
  );
  const submit = form.handleSubmit((values) => {
    const parsed = guestProfileSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] as keyof GuestFormValues, { message: issue.message });
      return;
    }
    save.mutate({ clubId, ...values });
  });
  const text = (field: TextField) => form.register(field);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <PageHeader title={TEXT.title} />
      <div
        role="note"
        className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm"
      >
        <InfoIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div>
          <p className="font-semibold">{TEXT.statusTitle}</p>
          <p>{TEXT.statusDescription}</p>
        </div>
      </div>
      <Section title={TEXT.sections.guest}>
        <FormField
          id={id('interests')}
          label={TEXT.fields.interests}
          error={errors.interests?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...text('interests')} />}
        </FormField>
        <InputField
          id={id('howHeardAboutClub')}
          label={TEXT.fields.howHeardAboutClub}
          error={errors.howHeardAboutClub?.message}
          {...text('howHeardAboutClub')}
        />
        <FormField
          id={id('visitationGoals')}
          label={TEXT.fields.visitationGoals}
          error={errors.visitationGoals?.message}
        >
          {(control) => <Textarea {...control} rows={3} {...text('visitationGoals')} />}
        </FormField>
      </Section>
      <Section title={TEXT.sections.personal}>
        <InputField
          id={id('dietaryRestrictions')}
          label={TEXT.fields.dietaryRestrictions}
          error={errors.dietaryRestrictions?.message}
          {...text('dietaryRestrictions')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id={id('emergencyContact')}
            label={TEXT.fields.emergencyContact}
            error={errors.emergencyContact?.message}
            {...text('emergencyContact')}
          />
          <InputField
            id={id('emergencyPhone')}
            label={TEXT.fields.emergencyPhone}
            error={errors.emergencyPhone?.message}
            type="tel"
            {...text('emergencyPhone')}
          />
        </div>
      </Section>
      <Section title={TEXT.sections.communication}>
        <CheckboxField
          control={form.control}
          name="emailNotifications"
          id={id('emailNotifications')}
          label={TEXT.fields.emailNotifications}
          disabled={false}
        />
      </Section>
      <Section title={TEXT.sections.becoming}>
        <ol className="list-decimal space-y-2 pl-5 text-sm" aria-label={TEXT.sections.becoming}>
          {GUEST_MEMBERSHIP_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? TEXT.updating : TEXT.update}
        </Button>
      </div>
    </form>
  );
}
