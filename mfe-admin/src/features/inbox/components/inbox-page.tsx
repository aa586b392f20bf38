import { PageHeader, serverMessageOr, toast, usePageTitle } from '@rescue/web-kit';
import { AsyncCardList } from '../../../components/async-list';
import { FilterTabs, useViewParam } from '../../../components/filter-tabs';
import { adminText } from '../../../i18n/text';
import { useInbox, useMarkHandled, type InboxView } from '../api/inbox-api';
import { MessageCard } from './message-card';

const VIEWS: readonly InboxView[] = ['open', 'handled', 'all'];

/** /admin/messages: what people wrote on the contact page, newest first (issue 30). */
export function InboxPage() {
  const text = adminText.useText();
  usePageTitle(text('inbox.title'));
  const [view, setView] = useViewParam('view', VIEWS, 'open');
  const inbox = useInbox(view);
  const markHandled = useMarkHandled(view);

  const handle = (id: string) =>
    markHandled.mutate(id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(serverMessageOr(error, text('inbox.handle.failure'))),
    });

  return (
    <>
      <PageHeader level={2} title={text('inbox.title')} description={text('inbox.description')} />
      <FilterTabs
        label={text('inbox.tabs')}
        views={VIEWS}
        labelOf={(value) => text(`inbox.tab.${value}`)}
        value={view}
        onChange={setView}
      />
      <AsyncCardList
        state={inbox}
        loadingLabel={text('inbox.loading')}
        failure={text('inbox.failure')}
        emptyTitle={text(`inbox.empty.${view}`)}
        label={text('inbox.list')}
      >
        {(message) => (
          <MessageCard
            message={message}
            busy={markHandled.isPending && markHandled.variables === message._id}
            onHandled={() => handle(message._id)}
          />
        )}
      </AsyncCardList>
    </>
  );
}
