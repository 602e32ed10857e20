export interface paths {
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/auth/user
         * @description Calls the `auth.user` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/role/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/auth/user/role/{clubId}
         * @description Calls the `auth.roleInClub` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAuthUserRoleClubId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs
         * @description Calls the `clubs.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubs"];
        put?: never;
        /**
         * POST /api/clubs
         * @description Calls the `platformClubs.create` procedure: the same validation, rules and permissions as the tRPC door. presidentEmail (the super admin only) appoints the first president; without it the caller presides.
         */
        post: operations["postClubs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}
         * @description Calls the `clubs.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubId"];
        /**
         * PUT /api/clubs/{clubId}
         * @description Calls the `clubs.update` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}
         * @description Calls the `clubs.updateMission` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubId"];
        trace?: never;
    };
    "/api/platform-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/platform-settings
         * @description Calls the `platformSettings.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPlatformSettings"];
        put?: never;
        /**
         * POST /api/platform-settings
         * @description Calls the `platformSettings.save` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/dashboard
         * @description Calls the `clubs.dashboard` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/meetings
         * @description Calls the `meetings.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMeetings"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/meetings
         * @description Calls the `meetings.create` procedure: the same validation, rules and permissions as the tRPC door. date may be an ISO timestamp (its calendar date is kept). clubId, endTime and scheduledAt in the body are ignored: the path names the club and endTime is start + 1h30.
         */
        post: operations["postClubsClubIdMeetings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/meetings/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/meetings/upcoming
         * @description Calls the `meetings.upcoming` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMeetingsUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}
         * @description Calls the `meetings.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsId"];
        put?: never;
        post?: never;
        /**
         * DELETE /api/meetings/{id}
         * @description Calls the `meetings.delete` procedure: the same validation, rules and permissions as the tRPC door. A body (the spec client sends clubId) is ignored.
         */
        delete: operations["deleteMeetingsId"];
        options?: never;
        head?: never;
        /**
         * PATCH /api/meetings/{id}
         * @description Calls the `meetings.update` procedure: the same validation, rules and permissions as the tRPC door. date may be an ISO timestamp (its calendar date is kept).
         */
        patch: operations["patchMeetingsId"];
        trace?: never;
    };
    "/api/meetings/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/roles
         * @description Calls the `meetingRoles.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRoles"];
        put?: never;
        /**
         * POST /api/meetings/{id}/roles
         * @description Calls the `meetingRoles.add` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMeetingsIdRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/roles/{roleId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/roles/{roleId}/assign
         * @description Calls the `meetingRoles.assign` procedure: the same validation, rules and permissions as the tRPC door. userId "" or null unassigns.
         */
        post: operations["postMeetingsIdRolesRoleIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/assign
         * @description Calls the `meetingRoles.volunteerOrAssign` procedure: the same validation, rules and permissions as the tRPC door. An empty body, or the caller's own userId, volunteers the caller; another userId is an officer's assignment.
         */
        patch: operations["patchRolesRoleIdAssign"];
        trace?: never;
    };
    "/api/roles/{roleId}/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/unassign
         * @description Calls the `meetingRoles.retract` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRolesRoleIdUnassign"];
        trace?: never;
    };
    "/api/roles/{roleId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/confirm
         * @description Calls the `meetingRoles.confirm` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRolesRoleIdConfirm"];
        trace?: never;
    };
    "/api/roles/{roleId}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/remind
         * @description Calls the `reminders.remindRole` procedure: the same validation, rules and permissions as the tRPC door. Sends the role holder a reminder by e-mail now (with a one-click confirmation while the role is only assigned). Answers { queued: 1 }; 429 when one was sent for this role in the last 15 minutes.
         */
        post: operations["postRolesRoleIdRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/rsvp-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/rsvp-reminders
         * @description Calls the `reminders.sendRsvpReminders` procedure: the same validation, rules and permissions as the tRPC door. E-mails an RSVP reminder now to every active member who has not answered and has e-mail on. Answers { queued: n }; 429 when reminders were sent for this meeting in the last 15 minutes.
         */
        post: operations["postMeetingsIdRsvpReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/rsvps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/rsvps
         * @description Calls the `rsvps.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRsvps"];
        put?: never;
        /**
         * POST /api/meetings/{id}/rsvps
         * @description Calls the `rsvps.submit` procedure: the same validation, rules and permissions as the tRPC door. Without userId (or with the caller's own) this is the caller's RSVP; another userId is a manager's RSVP for that member. mealPrice and totalPrice in the body are ignored: the server prices the order.
         */
        post: operations["postMeetingsIdRsvps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsvps/{rsvpId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/rsvps/{rsvpId}/payment
         * @description Calls the `rsvps.setPayment` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRsvpsRsvpIdPayment"];
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/create-payment-intent
         * @description Calls the `payments.createIntent` procedure: the same validation, rules and permissions as the tRPC door. The amount is the RSVP's server-side total; an amount in the body is ignored.
         */
        post: operations["postCreatePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members
         * @description Calls the `members.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembers"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/members
         * @description Calls the `members.add` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}
         * @description Calls the `members.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}/members/{userId}/role
         * @description Calls the `members.changeRole` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubIdMembersUserIdRole"];
        trace?: never;
    };
    "/api/clubs/{clubId}/bulk-upload-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/bulk-upload-members
         * @description Calls the `members.bulkUpload` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdBulkUploadMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/membership-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/membership-stats
         * @description Calls the `members.stats` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembershipStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/agenda-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/agenda-templates
         * @description Calls the `agendaTemplates.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdAgendaTemplates"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/agenda-templates
         * @description Calls the `agendaTemplates.create` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdAgendaTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agenda-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/agenda-templates/{id}
         * @description Calls the `agendaTemplates.update` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putAgendaTemplatesId"];
        post?: never;
        /**
         * DELETE /api/agenda-templates/{id}
         * @description Calls the `agendaTemplates.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAgendaTemplatesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/menu-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/menu-items
         * @description Calls the `menuItems.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMenuItems"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/menu-items
         * @description Calls the `menuItems.create` procedure: the same validation, rules and permissions as the tRPC door. A clubId in the body is ignored: the path names the club.
         */
        post: operations["postClubsClubIdMenuItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/menu-items/{id}
         * @description Calls the `menuItems.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteMenuItemsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMemberProfile"];
        /**
         * PUT /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.saveGuest` procedure: the same validation, rules and permissions as the tRPC door. membershipStatus in the body is ignored: only a manager converts a guest.
         */
        put: operations["putClubsClubIdMemberProfile"];
        /**
         * POST /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.saveMember` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMemberProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/pathways
         * @description Calls the `pathways.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPathways"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/pathway-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}/pathway-progress
         * @description Calls the `pathways.progress` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserIdPathwayProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathways/{pathwayId}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/pathways/{pathwayId}/projects
         * @description Calls the `pathways.plan` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPathwaysPathwayIdProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile/pathway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/member-profile/pathway
         * @description Calls the `pathways.choose` procedure: the same validation, rules and permissions as the tRPC door. Only while the caller has no current pathway (409 otherwise).
         */
        post: operations["postClubsClubIdMemberProfilePathway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile/pathway-completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/member-profile/pathway-completions
         * @description Calls the `pathways.submitCompletion` procedure: the same validation, rules and permissions as the tRPC door. The caller's own completion; it counts once a manager approves it.
         */
        post: operations["postClubsClubIdMemberProfilePathwayCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/pathway-completions
         * @description Calls the `pathways.recordCompletion` procedure: the same validation, rules and permissions as the tRPC door. Recorded by a manager for a member: approved at once.
         */
        post: operations["postClubsClubIdPathwayCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-completions/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/pathway-completions/pending
         * @description Calls the `pathways.pendingCompletions` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdPathwayCompletionsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathway-completions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/pathway-completions/{id}/approve
         * @description Calls the `pathways.approveCompletion` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPathwayCompletionsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathway-completions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/pathway-completions/{id}
         * @description Calls the `pathways.rejectCompletion` procedure: the same validation, rules and permissions as the tRPC door. Only a completion still waiting for approval can be rejected.
         */
        delete: operations["deletePathwayCompletionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/pathway-progress
         * @description Calls the `pathways.club` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdPathwayProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/reports/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/reports/{period}
         * @description Calls the `reports.club` procedure: the same validation, rules and permissions as the tRPC door. period: month, quarter, half or year (the last 1, 3, 6 or 12 months).
         */
        get: operations["getClubsClubIdReportsPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/platform/clubs
         * @description Calls the `platformClubs.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPlatformClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs/{clubId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/platform/clubs/{clubId}/archive
         * @description Calls the `platformClubs.archive` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformClubsClubIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs/{clubId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/platform/clubs/{clubId}/restore
         * @description Calls the `platformClubs.restore` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformClubsClubIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/invites
         * @description Calls the `invites.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdInvites"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/invites
         * @description Calls the `invites.create` procedure: the same validation, rules and permissions as the tRPC door. The answer carries the link (url) once: only its hash is stored.
         */
        post: operations["postClubsClubIdInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/invites/{id}
         * @description Calls the `invites.revoke` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteInvitesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}/members/{userId}/status
         * @description Calls the `members.setStatus` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubIdMembersUserIdStatus"];
        trace?: never;
    };
    "/api/clubs/{clubId}/membership-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/membership-dashboard
         * @description Calls the `membership.dashboard` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembershipDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/guests
         * @description Calls the `membership.guests` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/outreach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/outreach
         * @description Calls the `membership.outreach` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdOutreach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}/contacts
         * @description Calls the `membership.contacts` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserIdContacts"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/members/{userId}/contacts
         * @description Calls the `membership.logContact` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMembersUserIdContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests/{userId}/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/clubs/{clubId}/guests/{userId}/interest
         * @description Calls the `membership.setInterest` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubIdGuestsUserIdInterest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests/{userId}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/guests/{userId}/convert
         * @description Calls the `membership.convertGuest` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdGuestsUserIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/mentorship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/mentorship
         * @description Calls the `mentorship.overview` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMentorship"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/mentorship-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/mentorship-pairs
         * @description Calls the `mentorship.propose` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMentorshipPairs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentorship-pairs/{pairId}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/mentorship-pairs/{pairId}/respond
         * @description Calls the `mentorship.respond` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMentorshipPairsPairIdRespond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentorship-pairs/{pairId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/mentorship-pairs/{pairId}/end
         * @description Calls the `mentorship.end` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMentorshipPairsPairIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/notification-settings
         * @description Calls the `reminders.settings` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdNotificationSettings"];
        /**
         * PUT /api/clubs/{clubId}/notification-settings
         * @description Calls the `reminders.updateSettings` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubIdNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/dev/outbox
         * @description Calls the `devOutbox.list` procedure: the same validation, rules and permissions as the tRPC door. Development only (404 in production): the e-mail kept instead of sent when no SMTP server is configured, newest first. Super admin only.
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/account/export
         * @description Calls the `account.export` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/account
         * @description Calls the `account.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/account/calendar-feed
         * @description Calls the `calendarFeed.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAccountCalendarFeed"];
        put?: never;
        /**
         * POST /api/account/calendar-feed
         * @description Calls the `calendarFeed.create` procedure: the same validation, rules and permissions as the tRPC door. Browser session only: an API token gets 403. The answer carries the address (url) once: only its hash is stored. A new address replaces the old one. The feed at that address (iCalendar, no session) answers 404 once revoked.
         */
        post: operations["postAccountCalendarFeed"];
        /**
         * DELETE /api/account/calendar-feed
         * @description Calls the `calendarFeed.revoke` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAccountCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/notifications
         * @description Calls the `notifications.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/read-all
         * @description Calls the `notifications.markAllRead` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/{id}/read
         * @description Calls the `notifications.markRead` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/{id}/dismiss
         * @description Calls the `notifications.dismiss` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/agenda.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meeting's agenda as an A4 PDF (same permissions as GET /api/meetings/{id}) */
        get: operations["meetings.agendaPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description A plain sentence; contains Unauthorized (401), Forbidden (403), Not found (404) or names the rule (409). */
            message: string;
            /**
             * @example UNAUTHORIZED
             * @example FORBIDDEN
             * @example NOT_FOUND
             * @example CONFLICT
             */
            code: string;
            /** @description Field errors of invalid input (400). */
            issues?: {
                path: string;
                message: string;
            }[];
            /** @description Quote it when reporting a 500. */
            requestId?: string;
        };
    };
    responses: {
        /** @description Any failure */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuthUserRoleClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    clubNumber?: string | null;
                    district?: string | null;
                    timeZone: string;
                    /** @enum {string} */
                    locale: "en-US" | "en-CA" | "en-GB" | "en-IE" | "en-AU" | "en-NZ" | "en-IN" | "en-ZA" | "en-SG";
                    /** @enum {string} */
                    currency: "USD" | "CAD" | "GBP" | "EUR" | "AUD" | "NZD" | "INR" | "ZAR" | "SGD";
                    /** @enum {string} */
                    meetingDay: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                    meetingTime: string;
                    presidentEmail?: string | "";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    clubNumber?: string | null;
                    district?: string | null;
                    meetingLocation?: string | null;
                    /** @enum {string} */
                    meetingDay: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                    meetingTime: string;
                    foundedDate?: string | null;
                    endTime?: string | null;
                    mission?: string | null;
                    vpeGuidelines?: string | null;
                    logoUrl?: string | null;
                    timeZone?: string;
                    meetingSettings?: {
                        rsvpDeadline: number;
                        mealDeadline: number;
                        defaultTheme?: string | null;
                        meetingFormat?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    mission?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    value: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @description Also accepted as scheduledDate. */
                    date?: string;
                    /** @description Same as date. */
                    scheduledDate?: string;
                    /** @description Also accepted as scheduledTime. */
                    startTime?: string;
                    /** @description Same as startTime. */
                    scheduledTime?: string;
                    /** @default  */
                    location?: string;
                    /**
                     * @default scheduled
                     * @enum {string}
                     */
                    status?: "scheduled" | "active" | "completed" | "cancelled";
                    /** @default 0 */
                    recurringWeeks?: number;
                    agendaTemplateId?: number | null;
                    agenda?: string;
                } & ((unknown | unknown) & (unknown | unknown));
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMeetingsUpcoming: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    theme?: string | null;
                    notes?: string | null;
                    date?: string | null;
                    startTime?: string | null;
                    location?: string | null;
                    /** @enum {string} */
                    status?: "scheduled" | "active" | "completed" | "cancelled";
                    agenda?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleType: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRolesRoleIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                roleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdUnassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdRemind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRsvpReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    meetingId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRsvps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRsvps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @default attending
                     * @enum {string}
                     */
                    status?: "attending" | "not_attending" | "tentative";
                    /** @default false */
                    hasMeal?: boolean;
                    mealChoice?: string | null;
                    drink6pm?: string | null;
                    drink7pm?: string | null;
                    extras?: string | null;
                    specialRequirements?: string | null;
                    /**
                     * @default bsb_transfer
                     * @enum {string}
                     */
                    paymentMethod?: "card" | "bsb_transfer" | "cash";
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRsvpsRsvpIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rsvpId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paymentStatus: "pending" | "paid";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postCreatePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rsvpId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "member" | "guest" | "officer";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubIdMembersUserIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdBulkUploadMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: {
                        name: string;
                        email: string;
                        role: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembershipStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdAgendaTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdAgendaTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    content: string;
                    /** @default false */
                    isDefault?: boolean;
                    /** @default 120 */
                    meetingDuration?: number;
                    structure?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putAgendaTemplatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    content: string;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAgendaTemplatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "meal" | "drink_6pm" | "drink_7pm" | "snack" | "coffee_tea" | "wine_spirits" | "beer" | "soft_drink" | "extras";
                    price: number;
                    description?: string | null;
                    /** @default true */
                    available?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteMenuItemsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    interests?: string | null;
                    howHeardAboutClub?: string | null;
                    visitationGoals?: string | null;
                    dietaryRestrictions?: string | null;
                    emergencyContact?: string | null;
                    emergencyPhone?: string | null;
                    emailNotifications?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    tmiMemberNumber?: string | null;
                    bio?: string | null;
                    goals?: string | null;
                    availableWeekdays?: string | null;
                    availableWeekends?: boolean;
                    preferredSpeechFrequency?: ("weekly" | "bi-weekly" | "monthly" | "quarterly" | "as-needed") | null;
                    rolePreferences?: string | null;
                    dietaryRestrictions?: string | null;
                    emergencyContact?: string | null;
                    emergencyPhone?: string | null;
                    /** @enum {string} */
                    mentorshipStatus?: "not_participating" | "seeking_mentor" | "willing_to_mentor" | "both";
                    mentorshipExperience?: string | null;
                    mentoringAreas?: string[];
                    seekingMentorshipIn?: string[];
                    mentorshipInterests?: {
                        /** @enum {string} */
                        availability?: "weekly" | "bi-weekly" | "monthly" | "flexible" | "as-needed";
                        /** @enum {string} */
                        preferred_format?: "in-person" | "virtual" | "hybrid" | "email" | "phone";
                        goals?: string | null;
                        emailNotifications?: boolean;
                        appNotifications?: boolean;
                    };
                    communicationPreferences?: {
                        email?: boolean;
                        sms?: boolean;
                        app?: boolean;
                        reminderDays: 1 | 2 | 3 | 7;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPathways: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserIdPathwayProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPathwaysPathwayIdProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pathwayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfilePathway: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pathwayId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfilePathwayCompletions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectId: number;
                    completedOn: string;
                    meetingId?: number | null;
                    speechTitle?: string | null;
                    evaluatorFeedback?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdPathwayCompletions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectId: number;
                    completedOn: string;
                    meetingId?: number | null;
                    speechTitle?: string | null;
                    evaluatorFeedback?: string | null;
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdPathwayCompletionsPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPathwayCompletionsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    completionId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deletePathwayCompletionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdPathwayProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdReportsPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                period: "month" | "quarter" | "half" | "year";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPlatformClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformClubsClubIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformClubsClubIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "guest" | "member";
                    /** @default 14 */
                    expiresInDays?: number;
                    maxUses?: number | null;
                    /** Format: uuid */
                    requestKey?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteInvitesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubIdMembersUserIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembershipDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdOutreach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMembersUserIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "email" | "phone" | "in_person" | "other";
                    notes: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdGuestsUserIdInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    interested: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdGuestsUserIdConvert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMentorship: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMentorshipPairs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mentorId: number;
                    menteeId: number;
                    /** @default false */
                    start?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMentorshipPairsPairIdRespond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accept: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMentorshipPairsPairIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "completed" | "ended_early";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    meetingReminders: boolean;
                    roleReminders: boolean;
                    roleReminderDays: number;
                    rsvpReminders: boolean;
                    rsvpReminderDays: number;
                    openRolesDigest: boolean;
                    openRolesDigestDays: number;
                    guestThankYou: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDevOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description attachment; filename="lectern-account.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        reopenedRoles: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsIdDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    "meetings.agendaPdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agenda, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
}
